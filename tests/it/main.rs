//! Integration tests: each runs the `arbitro` binary in a temporary directory and checks
//! exit code, stdout and stderr together.

mod baku;
mod campaign_shards;
mod check;
mod check_standings;
mod common;
mod exam_check;
mod forfeit_reading;

mod generate;
mod hardening;
mod initial_colour;
mod listing;
mod mutate;
mod pair;
mod quick_results;
mod quiz;
mod quiz_learn;
mod results;
mod results_fixes;
mod robustness;
mod scenarios;
mod serve_browser;
mod serve_http;
mod serve_support;
mod teams;
mod trf;
mod walkthrough;
