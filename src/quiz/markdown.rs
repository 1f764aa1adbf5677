//! Markdown of the bank, rendered for the terminal (plain text with simple emphasis) and
//! for papers (HTML).

use colored::Colorize;
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd, html};

/// Renders Markdown as HTML (tables and strikethrough enabled).
#[must_use]
pub(crate) fn to_html(md: &str) -> String {
    let mut out = String::new();
    html::push_html(&mut out, Parser::new_ext(md, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH));
    out
}

/// Renders Markdown as terminal text: paragraphs separated by blank lines, list items with
/// `- ` or `1. `, table cells separated by ` | `, emphasis in bold/italic when colour is on
/// (the `colored` override decides), code as written.
#[must_use]
pub(crate) fn to_terminal(md: &str) -> String {
    let mut out = String::new();
    let mut strong = 0usize;
    let mut emph = 0usize;
    let mut lists: Vec<Option<u64>> = Vec::new();
    let mut cell = 0usize;
    let push_text = |out: &mut String, t: &str, strong: usize, emph: usize| {
        if strong > 0 {
            out.push_str(&t.bold().to_string());
        } else if emph > 0 {
            out.push_str(&t.italic().to_string());
        } else {
            out.push_str(t);
        }
    };
    for ev in Parser::new_ext(md, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH) {
        match ev {
            Event::Start(Tag::Strong) => strong += 1,
            Event::End(TagEnd::Strong) => strong = strong.saturating_sub(1),
            Event::Start(Tag::Emphasis) => emph += 1,
            Event::End(TagEnd::Emphasis) => emph = emph.saturating_sub(1),
            Event::Start(Tag::List(first)) => {
                if !out.is_empty() && !out.ends_with('\n') {
                    out.push('\n');
                }
                lists.push(first);
            }
            Event::End(TagEnd::List(_)) => {
                lists.pop();
                if lists.is_empty() {
                    out.push('\n');
                }
            }
            Event::Start(Tag::Item) => {
                let depth = lists.len().saturating_sub(1);
                out.push_str(&"  ".repeat(depth));
                match lists.last_mut() {
                    Some(Some(n)) => {
                        out.push_str(&format!("{n}. "));
                        *n += 1;
                    }
                    _ => out.push_str("- "),
                }
            }
            Event::End(TagEnd::Item) if !out.ends_with('\n') => out.push('\n'),
            Event::Start(Tag::Heading { .. }) => strong += 1,
            Event::End(TagEnd::Heading(_)) => {
                strong = strong.saturating_sub(1);
                out.push_str("\n\n");
            }
            Event::End(TagEnd::Paragraph) => {
                out.push_str(if lists.is_empty() { "\n\n" } else { "\n" });
            }
            Event::Start(Tag::CodeBlock(_)) => {}
            Event::End(TagEnd::CodeBlock) => out.push('\n'),
            Event::Start(Tag::TableRow | Tag::TableHead) => cell = 0,
            Event::End(TagEnd::TableRow | TagEnd::TableHead) => out.push('\n'),
            Event::Start(Tag::TableCell) => {
                if cell > 0 {
                    out.push_str(" | ");
                }
                cell += 1;
            }
            Event::End(TagEnd::Table) => out.push('\n'),
            Event::Text(t) => push_text(&mut out, &t, strong, emph),
            Event::Code(t) => out.push_str(&t),
            Event::SoftBreak | Event::HardBreak => out.push('\n'),
            Event::Rule => out.push_str("----\n\n"),
            Event::Html(t) | Event::InlineHtml(t) => out.push_str(&t),
            _ => {}
        }
    }
    let trimmed = out.trim_end();
    format!("{trimmed}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_text_keeps_structure() {
        colored::control::set_override(false);
        let t = to_terminal("**Black wins** (1).\n\n- one\n- two\n\n1. a\n2. b\n\n| A | B |\n|---|---|\n| 1 | 2 |\n");
        assert_eq!(t, "Black wins (1).\n\n- one\n- two\n\n1. a\n2. b\n\nA | B\n1 | 2\n");
    }

    #[test]
    fn html_renders_emphasis() {
        assert_eq!(to_html("*a* **b**"), "<p><em>a</em> <strong>b</strong></p>\n");
    }
}
