//! TRF records as read: each line of the file, its exact text, and what it says.

use crate::core::scoring::ScoreKey;
use crate::core::types::{Colour, Date, Points, ResultCode, Tpn};
use serde::Serialize;

/// How a line ended in the file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum LineEnding {
    /// `\n`
    Lf,
    /// `\r\n`
    CrLf,
    /// `\r` (what the TRF specification asks for)
    Cr,
    /// The last line, without an ending.
    None,
}

impl LineEnding {
    /// The bytes of the ending.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            LineEnding::Lf => "\n",
            LineEnding::CrLf => "\r\n",
            LineEnding::Cr => "\r",
            LineEnding::None => "",
        }
    }
}

/// One round block of a 001 line (10 columns: opponent, colour, result).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundBlock {
    /// Scheduled opponent; `None` for `0000` or blanks.
    pub opponent: Option<Tpn>,
    /// Scheduled colour; `None` for `-` or blank.
    pub colour: Option<Colour>,
    /// The result code.
    pub result: ResultCode,
}

impl RoundBlock {
    /// A block with nothing in it (blanks: not paired).
    #[must_use]
    pub fn empty() -> RoundBlock {
        RoundBlock { opponent: None, colour: None, result: ResultCode::Blank }
    }
    /// True when the block is all blanks or `0000 - ` with a blank result.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.opponent.is_none() && self.colour.is_none() && self.result == ResultCode::Blank
    }
}

/// A player line: record 001 (or an NRS record with the same layout).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerLine {
    /// Starting-rank number (cols 5–8).
    pub tpn: Tpn,
    /// Sex (col 10) as written: `m`, `w`, `f` or blank.
    pub sex: char,
    /// Title (cols 11–13), trimmed.
    pub title: String,
    /// Name (cols 15–47), trimmed.
    pub name: String,
    /// Rating (cols 49–52); `None` when blank or 0.
    pub rating: Option<u16>,
    /// Federation (cols 54–56), trimmed.
    pub federation: String,
    /// FIDE id (cols 58–68), trimmed.
    pub fide_id: String,
    /// Birth date (cols 70–79) as written, trimmed.
    pub birth: String,
    /// Points (cols 81–84); `None` when blank.
    pub points: Option<Points>,
    /// Rank (cols 86–89).
    pub rank: Option<u16>,
    /// Round blocks from col 90 on, trailing empty blocks included as read.
    pub rounds: Vec<RoundBlock>,
}

/// A team line (013, or 310 in TRF-2026).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamLine {
    /// Team pairing number (310 only).
    pub number: Option<u16>,
    /// Team name.
    pub name: String,
    /// Players' starting ranks, in board order.
    pub players: Vec<Tpn>,
}

/// Which syntax a record came from, so conversions can map it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Origin {
    /// A FIDE TRF16 / TRF-2026 numbered record.
    Fide,
    /// A JaVaFo `XX*` extension.
    JaVaFo,
    /// A bbpPairings `BB*` extension.
    Bbp,
}

/// What a line says.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "record", rename_all = "snake_case")]
pub enum Record {
    /// 001 player record.
    Player(PlayerLine),
    /// National-rating (NRS) record: a 001 layout under a federation code.
    National {
        /// The rating federation (cols 1–3).
        federation: String,
        /// The player data.
        player: PlayerLine,
    },
    /// A free-text tournament record (012, 022, 032, 062 … 122, 182, 202, 212, 222, 352, 362, 801, 802, 300, 320, 330).
    Text {
        /// The record code, e.g. `012`.
        code: String,
        /// Text from column 5, right-trimmed.
        value: String,
    },
    /// 042 / 052: start or end date.
    Date {
        /// `042` or `052`.
        code: String,
        /// The text from column 5.
        value: String,
        /// The date, when it parses (day first when day and month could be swapped).
        date: Option<Date>,
        /// The date read month first, when that is another valid date (`05/06/2010`).
        swapped: Option<Date>,
    },
    /// 132: round dates by column.
    RoundDates(Vec<Option<Date>>),
    /// 142 or `XXR`: number of rounds.
    Rounds {
        /// The number.
        rounds: u16,
        /// Where it came from.
        origin: Origin,
    },
    /// 152 or `XXC`: initial colour and/or ranking order.
    InitialColour {
        /// Colour of the top player in round 1.
        colour: Option<Colour>,
        /// `XXC rank`: pair by file order of the 001 lines.
        rank_order: bool,
        /// Where it came from.
        origin: Origin,
    },
    /// 162, `XXS` or `BB?`: scoring points.
    Scoring {
        /// Declarations, shortcuts expanded.
        entries: Vec<(ScoreKey, Points)>,
        /// Where it came from.
        origin: Origin,
    },
    /// 172: starting-rank method with national ratings.
    StartRankMethod {
        /// Federation.
        federation: String,
        /// Method code.
        method: String,
    },
    /// 192: encoded tournament type (ETT26).
    TournamentType(String),
    /// 013 / 310: team.
    Team(TeamLine),
    /// 240: requested byes for a round (TRF-2026), or `XXZ` (absent in the round to pair).
    Byes {
        /// `F`, `H` or `Z` (XXZ: `Z`).
        kind: ResultCode,
        /// The round (`None` for XXZ: the round to be paired).
        round: Option<u16>,
        /// The players.
        players: Vec<Tpn>,
        /// Where it came from.
        origin: Origin,
    },
    /// 250: fictitious points for a range of rounds and players.
    AccelerationRange {
        /// Fictitious match points (teams).
        match_points: Option<Points>,
        /// Fictitious game points.
        points: Points,
        /// First round.
        first_round: u16,
        /// Last round.
        last_round: u16,
        /// First player id.
        first: Tpn,
        /// Last player id.
        last: Tpn,
    },
    /// `XXA`: fictitious points of one player, round by round.
    AccelerationPlayer {
        /// The player.
        tpn: Tpn,
        /// Points per round (index 0 = round 1); `None` for blank columns.
        points: Vec<Option<Points>>,
    },
    /// 260 / `XXP`: players who must not meet.
    Prohibited {
        /// First round (`None` for XXP: every round).
        first_round: Option<u16>,
        /// Last round.
        last_round: Option<u16>,
        /// The players.
        players: Vec<Tpn>,
        /// Where it came from.
        origin: Origin,
    },
    /// 299: abnormal points.
    AbnormalPoints {
        /// Type letter (blank = penalty/bonus).
        kind: char,
        /// Points for individuals / game points for teams.
        points: Points,
        /// Round (`None` = all rounds).
        round: Option<u16>,
        /// The players or teams.
        players: Vec<Tpn>,
    },
    /// A `###` comment.
    Comment,
    /// An empty line.
    Blank,
    /// A record arbitro does not interpret; kept as it is.
    Unknown {
        /// The first three characters.
        code: String,
    },
}

/// One line of a TRF file: the exact text and its meaning.
#[derive(Clone, Debug, PartialEq)]
pub struct TrfLine {
    /// 1-based line number in the source.
    pub number: usize,
    /// The text without the line ending, exactly as read.
    pub text: String,
    /// The line ending.
    pub ending: LineEnding,
    /// What the line says.
    pub record: Record,
}
