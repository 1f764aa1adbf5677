//! Integration tests: each runs the `arbitro` binary in a temporary directory and checks
//! exit code, stdout and stderr together.

// Tests read the environment: oracle paths, ARBITRO_CORPUS, the browser driver.
#![allow(clippy::disallowed_methods)]

mod baku;
mod burstein;
mod burstein_original;
mod burstein_original_walkthrough;
mod burstein_walkthrough;
mod campaign_shards;
mod check;
mod check_standings;
mod cli_spanish;
mod common;
mod crosstest_harness;
mod double_swiss;
mod double_swiss_walkthrough;
mod dubov;
mod dubov_walkthrough;
mod english;
mod exam_check;
mod file_choices;
mod forfeit_reading;

mod generate;
mod guide;
mod hardening;
mod initial_colour;
mod layers;
mod lim;
mod listing;
mod mutate;
mod pair;
mod quick_results;
mod quiz;
mod quiz_learn;
mod quiz_papers;
mod real_files;
mod registry;
mod results;
mod results_fixes;
mod robustness;
mod round_robin;
mod scenarios;
#[cfg(feature = "serve")]
mod serve_browser;
#[cfg(feature = "serve")]
mod serve_hold;
#[cfg(feature = "serve")]
mod serve_http;
#[cfg(feature = "serve")]
mod serve_newcomer;
#[cfg(feature = "serve")]
mod serve_spanish;
#[cfg(feature = "serve")]
mod serve_support;
mod signable;
mod spanish;
mod team_swiss;
mod team_walkthrough;
mod teams;
mod trf;
mod walkthrough;
#[cfg(feature = "serve")]
mod webdriver;
