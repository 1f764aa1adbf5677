//! The one exit-status table and the error every command ends with, whichever face runs it.

use crate::core::words::Lang;
use std::fmt;
use std::io;
use std::process::ExitCode;

/// Exit statuses. Compatibility mode keeps the codes of JaVaFo / bbpPairings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExitStatus {
    /// 0: done; clean; paired; all rounds consistent.
    Ok,
    /// 1: inconsistencies or discrepancies found; or no valid pairing exists.
    Findings,
    /// 2: unexpected error (a bug, or the command line itself was wrong).
    Unexpected,
    /// 3: invalid input (the file's content).
    InvalidInput,
    /// 5: a file could not be read or written.
    FileAccess,
}

impl ExitStatus {
    /// The numeric code.
    #[must_use]
    pub fn code(self) -> u8 {
        match self {
            ExitStatus::Ok => 0,
            ExitStatus::Findings => 1,
            ExitStatus::Unexpected => 2,
            ExitStatus::InvalidInput => 3,
            ExitStatus::FileAccess => 5,
        }
    }
}

impl From<ExitStatus> for ExitCode {
    fn from(s: ExitStatus) -> ExitCode {
        ExitCode::from(s.code())
    }
}

/// An error that ends the command.
#[derive(Debug)]
pub enum Error {
    /// Bad content in a file the user gave: the message names file, line and column.
    Input(String),
    /// A file could not be read or written.
    Io {
        /// What was being done, with the path.
        context: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The command line is wrong (clap's message, already formatted).
    Usage(String),
    /// Anything else.
    Other(String),
}

impl Error {
    /// Whether writing to stdout failed because the reader went away (`| head`).
    #[must_use]
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io { source, .. } if source.kind() == std::io::ErrorKind::BrokenPipe)
    }

    /// The exit status for this error.
    #[must_use]
    pub fn exit_code(&self) -> ExitStatus {
        match self {
            Error::Input(_) => ExitStatus::InvalidInput,
            Error::Io { .. } => ExitStatus::FileAccess,
            Error::Usage(_) | Error::Other(_) => ExitStatus::Unexpected,
        }
    }

    /// An I/O error with context.
    pub fn io(context: impl Into<String>, source: std::io::Error) -> Error {
        Error::Io { context: context.into(), source }
    }

    /// The error as the report's language says it. The context of an I/O error is already in
    /// that language; the system's own text ("No such file or directory (os error 2)") is
    /// English whatever the language, so in Spanish it is said by its kind, with the system's
    /// error number. English keeps the system's text as it is; a message arbitro gave an I/O
    /// error itself is left as it is.
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> Error {
        match self {
            Error::Io { context, source } if lang != Lang::En => {
                let Some(said) = crate::core::os_words::system_error(&source).map(|p| p.say(lang)) else {
                    return Error::Io { context, source };
                };
                Error::Io { context, source: io::Error::new(source.kind(), said) }
            }
            other => other,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(m) | Error::Usage(m) | Error::Other(m) => f.write_str(m.trim_end()),
            Error::Io { context, source } => write!(f, "{context}: {source}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::io("writing output", e)
    }
}
