//! FIDE title norms (B.01).
