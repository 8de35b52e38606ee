fn main() -> std::process::ExitCode {
    posse::cli::main()
}
