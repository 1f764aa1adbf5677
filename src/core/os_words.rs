//! The system's I/O errors as phrases of the catalogues. The system's own text ("No such file
//! or directory (os error 2)") is English whatever the language: Spanish says the error by its
//! kind, with the system's error number; English keeps the system's text as it is.

use crate::core::words::{Arg, Phrase};
use std::io;

/// The system's error `e` as a phrase, by its kind: `None` for an error arbitro wrote itself
/// (its message is already a phrase's) or of a kind without a phrase.
#[must_use]
pub fn system_error(e: &io::Error) -> Option<Phrase> {
    use io::ErrorKind as K;
    if e.get_ref().is_some() {
        return None;
    }
    let id = match e.kind() {
        K::NotFound => "os-not-found",
        K::PermissionDenied => "os-permission-denied",
        K::AlreadyExists => "os-already-exists",
        K::IsADirectory => "os-is-a-directory",
        K::NotADirectory => "os-not-a-directory",
        K::DirectoryNotEmpty => "os-directory-not-empty",
        K::ReadOnlyFilesystem => "os-read-only",
        K::StorageFull | K::QuotaExceeded => "os-storage-full",
        K::FileTooLarge => "os-file-too-large",
        K::InvalidData => "os-invalid-data",
        K::InvalidFilename => "os-invalid-filename",
        K::UnexpectedEof => "os-unexpected-eof",
        K::AddrInUse => "os-address-in-use",
        K::AddrNotAvailable => "os-address-not-available",
        K::ConnectionRefused | K::ConnectionReset | K::ConnectionAborted => "os-connection",
        K::TimedOut => "os-timed-out",
        K::Interrupted => "os-interrupted",
        K::OutOfMemory => "os-out-of-memory",
        K::Unsupported => "os-unsupported",
        K::ResourceBusy | K::ExecutableFileBusy => "os-busy",
        _ => return e.raw_os_error().map(|code| Phrase::new("os-other").arg("code", code)),
    };
    let what = Phrase::new(id);
    Some(match e.raw_os_error() {
        Some(code) => Phrase::new("os-error-numbered").arg("what", what).arg("code", code),
        None => what,
    })
}

/// `e` as a phrase of a report: in English the system's text as it is, in Spanish its kind
/// ([`system_error`]); an error arbitro wrote itself, or of a kind without a phrase, is quoted
/// as it is in every language.
#[must_use]
pub fn io_error(e: &io::Error) -> Phrase {
    let text = e.to_string();
    let said: Arg = system_error(e).map_or_else(|| text.clone().into(), Into::into);
    Phrase::new("os-error").arg("system", text).arg("said", said)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::words::Lang;

    #[test]
    fn english_keeps_the_system_s_text_and_spanish_says_the_kind() {
        let missing = io::Error::from_raw_os_error(2);
        let p = io_error(&missing);
        assert_eq!(p.say(Lang::En), missing.to_string());
        assert_eq!(p.say(Lang::Es), "no existe ningún archivo ni carpeta con ese nombre (error del sistema 2)");
        let own = io::Error::other("arbitro's own words");
        assert_eq!(io_error(&own).say(Lang::Es), "arbitro's own words");
        let utf8 = io::Error::from(io::ErrorKind::InvalidData);
        assert_eq!(io_error(&utf8).say(Lang::Es), "el contenido no es válido (no es texto UTF-8)");
    }
}
