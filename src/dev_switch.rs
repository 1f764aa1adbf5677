//! Debugging aids for the engine's developers, named by environment variables
//! (`ARBITRO_DEBUG`, `ARBITRO_TIMING`, `ARBITRO_FORCE`, `ARBITRO_UNPRICED`).
//!
//! They are read in debug builds only: a release build — what users, CI and every report run —
//! never looks at them, so nothing in the environment changes a pairing or a verdict. Options
//! that change a result are command-line flags, parsed by the faces (`cli`, `serve`) and passed
//! down as data.

use std::ffi::OsString;

/// The value of the debugging switch `name`, in a debug build; `None` in a release build.
#[must_use]
#[allow(clippy::disallowed_methods)] // debug builds only: a release build reads nothing
pub(crate) fn var(name: &str) -> Option<OsString> {
    if cfg!(debug_assertions) { std::env::var_os(name) } else { None }
}

/// Whether the debugging switch `name` is set (debug builds only).
#[must_use]
pub(crate) fn is_set(name: &str) -> bool {
    var(name).is_some()
}

/// Whether the debugging switch `name` is set to `value` (debug builds only).
#[must_use]
pub(crate) fn equals(name: &str, value: &str) -> bool {
    var(name).is_some_and(|v| v == value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_release_build_reads_no_switch() {
        // PATH is set in every test environment; only a debug build may see it through here.
        assert_eq!(is_set("PATH"), cfg!(debug_assertions));
        assert!(!is_set("ARBITRO_SWITCH_THAT_IS_NEVER_SET"));
    }
}
