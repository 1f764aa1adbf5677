//! The `arbitro` command. Everything is in the library; see [`arbitro::cli`].

use std::process::ExitCode;

fn main() -> ExitCode {
    match arbitro::cli::run(std::env::args_os().collect()) {
        Ok(status) => status.into(),
        Err(err) if err.is_broken_pipe() => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("arbitro: {err}");
            err.exit_code().into()
        }
    }
}
