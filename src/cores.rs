//! Work done on a second core: a print's fonts read while its deck is dealt, and a PDF's streams
//! deflated two at a time.
//!
//! Seen with `perf sched` on a 2-core virtual machine: Linux put a new thread on the core of the
//! thread that made it and, over a print of 20 ms, seldom moved it before the print ended, so in
//! nearly every run the two threads took turns on one core while the other stood idle, and the
//! second thread saved nothing. A thread started here first moves itself off the core it was
//! started from, to any other core the process may use (where there is one: otherwise, and off
//! Linux, it stays where the system puts it). It is a hint, not a guarantee: the system may still
//! move the first thread onto the second's core.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Runs `work` on a thread of its own, away from this thread's core.
pub fn spawn(work: impl FnOnce() + Send + 'static) {
    let here = Core::current();
    std::thread::spawn(move || {
        here.leave();
        work();
    });
}

/// Does `work` on every job, on this thread and on one more (away from this thread's core),
/// each taking the next job when it is free: this thread starts at once and never waits for the
/// other to begin, and the largest jobs should come first. Each thread makes its own `state` when
/// it takes its first job. The results come back in the jobs' order, whichever thread did what;
/// a panic on the other thread is a panic here, once this thread's jobs are done.
pub fn share<J: Sync, S, T: Send>(
    jobs: &[J],
    state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, &J) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let take = || {
        let mut own = None;
        let mut done = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(job) = jobs.get(index) else { break };
            done.push((index, work(own.get_or_insert_with(&state), job)));
        }
        done
    };
    let mut done = if jobs.len() < 2 {
        take()
    } else {
        let here = Core::current();
        let (mut mine, theirs) = std::thread::scope(|scope| {
            let other = scope.spawn(|| {
                here.leave();
                take()
            });
            (take(), other.join())
        });
        mine.extend(theirs.unwrap_or_else(|panic| std::panic::resume_unwind(panic)));
        mine
    };
    done.sort_unstable_by_key(|(index, _)| *index);
    done.into_iter().map(|(_, result)| result).collect()
}

/// The core a thread was on (where the system says).
#[derive(Clone, Copy)]
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
struct Core(Option<usize>);

impl Core {
    #[cfg(target_os = "linux")]
    fn current() -> Core {
        // SAFETY: takes no arguments; a negative answer means the system does not say.
        Core(usize::try_from(unsafe { libc::sched_getcpu() }).ok())
    }

    #[cfg(not(target_os = "linux"))]
    fn current() -> Core {
        Core(None)
    }

    /// Moves the calling thread off this core, if the process may use another.
    #[cfg(target_os = "linux")]
    fn leave(self) {
        let Some(core) = self.0 else { return };
        let size = std::mem::size_of::<libc::cpu_set_t>();
        // SAFETY: an all-zero cpu_set_t is an empty set; the calls read and write only `set`, of
        // the size given.
        unsafe {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            if libc::sched_getaffinity(0, size, &mut set) != 0 || core >= libc::CPU_SETSIZE as usize {
                return;
            }
            libc::CPU_CLR(core, &mut set);
            // Where the system refuses, the thread simply stays where it is.
            if libc::CPU_COUNT(&set) > 0 {
                libc::sched_setaffinity(0, size, &set);
            }
        }
    }

    #[cfg(not(target_os = "linux"))]
    fn leave(self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    use std::sync::Barrier;

    #[test]
    fn shared_jobs_come_back_in_order_each_done_once_by_both_threads() {
        let jobs: Vec<u64> = (0..500).collect();
        let calls = AtomicUsize::new(0);
        // Each thread's first job waits for the other thread's: both must take part.
        let both = Barrier::new(2);
        let done = share(
            &jobs,
            || (std::thread::current().id(), 0u64),
            |(thread, seen), job| {
                if *seen == 0 {
                    both.wait();
                }
                *seen += 1;
                calls.fetch_add(1, Ordering::Relaxed);
                (job * job, *thread)
            },
        );
        let squares: Vec<u64> = done.iter().map(|(square, _)| *square).collect();
        assert_eq!(squares, jobs.iter().map(|j| j * j).collect::<Vec<_>>());
        assert_eq!(calls.load(Ordering::Relaxed), jobs.len());
        let here = std::thread::current().id();
        let by_the_other = done.iter().filter(|(_, thread)| *thread != here).count();
        assert!(by_the_other >= 1 && by_the_other < jobs.len(), "{by_the_other} of {} by the other thread", jobs.len());
        assert_eq!(share(&[7u8], || (), |_, j| *j), vec![7]);
        assert!(share(&[] as &[u8], || (), |_, j| *j).is_empty());
    }

    #[test]
    fn a_panic_on_the_other_thread_is_a_panic_here() {
        // Two jobs, and each thread's waits for the other's: each thread does one.
        let both = Barrier::new(2);
        let here = std::thread::current().id();
        let caught = std::panic::catch_unwind(|| {
            share(
                &[0u8, 1],
                || (),
                |_, job| {
                    both.wait();
                    assert_eq!(std::thread::current().id(), here, "the other thread's job");
                    *job
                },
            )
        });
        let panic = caught.expect_err("the other thread's job panicked");
        let message = panic.downcast_ref::<String>().map(String::as_str).unwrap_or_default();
        assert!(message.contains("the other thread's job"), "{message:?}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_thread_that_leaves_a_core_keeps_the_others() {
        let here = Core::current();
        let allowed = std::thread::spawn(move || {
            here.leave();
            let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
            // SAFETY: as in `leave`.
            assert_eq!(unsafe { libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut set) }, 0);
            (0..libc::CPU_SETSIZE as usize).filter(|c| unsafe { libc::CPU_ISSET(*c, &set) }).collect::<Vec<_>>()
        })
        .join()
        .expect("the thread ends");
        let mut everywhere: libc::cpu_set_t = unsafe { std::mem::zeroed() };
        // SAFETY: as in `leave`.
        unsafe { libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut everywhere) };
        let cores = unsafe { libc::CPU_COUNT(&everywhere) } as usize;
        match here.0 {
            Some(core) if cores > 1 => {
                assert!(!allowed.contains(&core), "left core {core}: {allowed:?}");
                assert_eq!(allowed.len(), cores - 1);
            }
            _ => assert_eq!(allowed.len(), cores),
        }
    }
}
