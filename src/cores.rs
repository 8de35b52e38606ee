//! Work done on a second core: a print's fonts read while its deck is dealt, a deck's sections
//! searched and a PDF's streams deflated two at a time.
//!
//! Linux puts a new thread on the core of the thread that made it and moves it only when it
//! balances its cores again, every few milliseconds: over a print of 20 ms, `perf sched` showed
//! the second thread taking turns with the first on one core in nearly every run (a 2-core
//! virtual machine, the other core idle), so that it saved nothing. A thread started here first
//! moves itself off the core it was started from, to any other core the process may use (where
//! there is one: otherwise, and off Linux, it stays where the system puts it).

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
/// it takes its first job. The results come back in the jobs' order, whichever thread did what.
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

    #[test]
    fn shared_jobs_come_back_in_order_each_done_once() {
        let jobs: Vec<u64> = (0..500).collect();
        let calls = AtomicUsize::new(0);
        let done = share(
            &jobs,
            || 0u64,
            |seen, job| {
                calls.fetch_add(1, Ordering::Relaxed);
                *seen += 1;
                job * job
            },
        );
        assert_eq!(done, jobs.iter().map(|j| j * j).collect::<Vec<_>>());
        assert_eq!(calls.load(Ordering::Relaxed), jobs.len());
        assert_eq!(share(&[7u8], || (), |_, j| *j), vec![7]);
        assert!(share(&[] as &[u8], || (), |_, j| *j).is_empty());
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
