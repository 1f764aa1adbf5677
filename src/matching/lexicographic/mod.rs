//! The lexicographic solver: edges scored in fields of priority (one per criterion of a
//! pairing system, say), packed into one wide integer so that a maximum-weight matching is the
//! lexicographically best one ([`weights`]), the edges and their field values stored flat
//! ([`field_edges`]). Nothing of chess: each field carries a label of the caller's type.

pub mod field_edges;
pub mod weights;
