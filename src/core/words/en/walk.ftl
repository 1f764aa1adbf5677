# arbitro pair --walkthrough: the round paired step by step in the text's procedure (the Burstein
# System, C.04.4.2 2026; the Swiss Team System, C.04.6 2026; the Dubov System, C.04.4.1 2026). English.

## Lists and small words
walk-none = none
walk-list = { $first }, { $rest }
walk-list-more = { $list } … and { $count } more
walk-tpn = { $tpn }
walk-pair = { $a }–{ $b }
walk-concat = { $first }{ $rest }
walk-letter-white = W
walk-letter-black = B
walk-score = { $score }
walk-white = White
walk-black = Black

## Headings
walk-title = Walkthrough of round { $round } — { $heading }
walk-h-round = The round
walk-h-pab = The pairing-allocated bye (3.1)
walk-h-bracket = Bracket { $score } (3.2)
walk-h-colours = Colours (5.2)
walk-h-pairing = The pairing
walk-pab-line = PAB: { $tpn }
walk-burstein-seeding-dutch = FIDE (Dutch) System, 2026 edition (C.04.3), for the seeding round (C.04.4.2 1.6)

## The round
walk-seeding = round { $round } is a seeding round: the first { $seeding } rounds of { $planned } (half the rounds, at most four) are paired by the FIDE (Dutch) System in force: the pairing below is the Dutch System's
walk-after-seeding = the { $seeding } seeding rounds of { $planned } are over: the players are ranked by the Index
walk-players = { $count } players to pair in round { $round }; scoregroups (points and players): { $groups }
walk-group = { $score } ({ $count })
walk-initial-colour = the initial-colour is { $colour }

## The PAB
walk-pab-barred = an odd number of players: one gets the pairing-allocated bye. Barred (a PAB or a win without playing before): { $list }
walk-pab-order = the others by lowest score, most games played, lowest in the ranking of 1.8 (Buchholz, Sonneborn-Berger): { $list }
walk-pab-candidate = { $tpn } ({ $score }, { $games ->
    [one] { $games } game
   *[other] { $games } games
}, Buchholz { $bh }, SB { $sb })
walk-pab-gets = { $tpn } gets the PAB: the other players can all be paired
walk-pab-not = not { $tpn }: without this player the others cannot all be paired

## A bracket
walk-bracket = scoregroup of { $score } points: { $residents ->
    [one] { $residents } resident
   *[other] { $residents } residents
}, no incoming floater
walk-bracket-floaters = scoregroup of { $score } points: { $residents ->
    [one] { $residents } resident
   *[other] { $residents } residents
} and the incoming floaters { $incoming }
walk-floater = { $tpn } ({ $score })
walk-bsn = the bracket numbered by the Index — Buchholz, then Sonneborn-Berger (SB), then TPN: { $list }
walk-bsn-item = BSN { $bsn }: { $tpn } ({ $score }; Buchholz { $bh }, SB { $sb })
walk-c5 = at most { $pairs ->
    [one] { $pairs } pair
   *[other] { $pairs } pairs
} in the bracket with everybody left still able to be paired: { $floaters ->
    [one] { $floaters } outgoing floater
   *[other] { $floaters } outgoing floaters
}
walk-c6 = the outgoing floaters' scores, as low as they can be: { $list }
walk-c7 = the outgoing floaters are chosen so that the next bracket ({ $score }) can be paired best: { $pairs ->
    [one] { $pairs } pair
   *[other] { $pairs } pairs
} there
walk-c7-last = no scoregroup below: the floaters go down to be paired with the remaining players
walk-c8 = { $count ->
    [one] { $count } player
   *[other] { $count } players
} without their colour preference, the fewest possible
walk-order-meets = BSN { $bsn } ({ $tpn }) meets BSN { $obsn } ({ $otpn }), the largest BSN left that keeps the best pairing
walk-order-floats = BSN { $bsn } ({ $tpn }) floats down (a virtual player, BSN 0, 4.2)
walk-order-after = { $choice }; passed over: { $passed }
walk-passed = BSN { $bsn } ({ $tpn }) { $why }
walk-passed-float = floating { $why }
walk-why-met = met before [C1]
walk-why-absolute = both must have { $colour } [C3]
walk-why-prohibited = a pair the arbiter prohibited
walk-why-worse = worse on [{ $code }]
walk-bracket-done = pairs { $pairs }; outgoing floaters { $floaters }

## Colours
walk-colour-board = board { $board }: { $white } White, { $black } Black — { $why }
walk-colour-initial-odd = neither has played; the higher ranked, { $tpn }, has an odd TPN and gets the initial-colour
walk-colour-initial-even = neither has played; the higher ranked, { $tpn }, has an even TPN and gets the opposite of the initial-colour
walk-colour-both = both colour preferences granted
walk-colour-stronger = the stronger colour preference, that of { $tpn }, is granted
walk-colour-alternate = both want the same colour with equal strength; alternated from the latest round in which their colours differed
walk-colour-higher = both want the same colour with equal strength and equal histories; the higher ranked (1.8), { $tpn }, gets the colour preferred
walk-colour-original-limit = a colour one of the players must have (a colour difference of two, or the same colour twice running)
walk-colour-original-equalise = the player whose Whites and Blacks are further apart gets the colour due

## The Burstein System, original edition (C.04.4.2 with Sonneborn-Berger, Buchholz, Median)
walk-o-h-pab = The pairing bye (4)
walk-o-h-group = Score group { $score } (3.2, 6)
walk-o-h-colours = Colours (5)
walk-o-imaginary = rounds 1 and 2: an imaginary point is added to the score of each player in the top half of the initial list, pairing numbers { $first } to { $last } ({ $half } of { $count }); it makes the score groups, not the opponents' scores in SB or Buchholz (B-O-1, B-O-8)
walk-o-imaginary-declared = the file declares its own acceleration (XXA / 250): it is applied instead of the imaginary point (B-O-1)
walk-o-imaginary-deducted = the imaginary point of rounds 1 and 2 is deducted: the score groups are made by the real scores
walk-o-players = { $count } players to pair in round { $round }; score groups (points and players): { $groups }
walk-o-bracket = score group of { $score } points: { $residents ->
    [one] { $residents } player
   *[other] { $residents } players
}, no floater from another score group
walk-o-bracket-floaters = score group of { $score } points: { $residents ->
    [one] { $residents } player
   *[other] { $residents } players
} and the floaters from another score group { $incoming }
walk-o-order-rule = in every score group the players are numbered 1, 2, … by Sonneborn-Berger (SB), then Buchholz, then Median, then rating, highest first, then the smaller pairing number (B-O-4); an opponent's round without a game counts as a draw, one's own as a game against a virtual opponent (B-O-2); the Median leaves out the highest and the lowest opponent (B-O-3)
walk-o-initial-colour = the colour of no. 1 in the first round, drawn by lot: { $colour }
walk-o-pab-barred = an odd number of players: one gets the pairing bye. Barred, having already received a point without playing (a pairing bye or a win by forfeit): { $list }
walk-o-pab-order = the others from the lowest score group, then the lowest SB, Buchholz, Median and rating, then the largest pairing number (B-O-5): { $list }
walk-o-pab-candidate = { $tpn } ({ $score }; SB { $sb }, Buchholz { $bh }, Median { $median }, rating { $rating })
walk-o-pab-gets = { $tpn } gets the pairing bye: the other players can all be paired
walk-o-pab-not = not { $tpn }: without this player the others cannot all be paired
walk-o-numbered = the score group numbered by 3.2 — SB, then Buchholz, Median, rating: { $list }
walk-o-item = no. { $n }: { $tpn } ({ $score }; SB { $sb }, Buchholz { $bh }, Median { $median }, rating { $rating })
walk-o-item-imaginary = no. { $n }: { $tpn } ({ $score } with the imaginary point; SB { $sb }, Buchholz { $bh }, Median { $median }, rating { $rating })
walk-o-c5 = the score group is paired as fully as everybody left allows: { $pairs ->
    [one] { $pairs } pair
   *[other] { $pairs } pairs
}, { $floaters ->
    [one] { $floaters } player left over to float to the next score group
   *[other] { $floaters } players left over to float to the next score group
}
walk-o-c6 = the scores of those left over, as low as they can be (a player who floated in from another score group does not float again): { $list }
walk-o-c7 = the floaters are chosen so that they find opponents in the next score group ({ $score }): { $pairs ->
    [one] { $pairs } pair
   *[other] { $pairs } pairs
} there
walk-o-order-meets = no. { $bsn } ({ $tpn }) meets no. { $obsn } ({ $otpn }), the lowest of the score group left that keeps the best combination
walk-o-order-floats = no. { $bsn } ({ $tpn }) is left over and floats to the next score group (F in the table of 6.4)
walk-o-passed = no. { $bsn } ({ $tpn }) { $why }
walk-o-why-met = they have played each other (3.1)
walk-o-why-absolute = both must have { $colour } (5.2, 5.3)
walk-o-worse-c4 = the players left could not then all be paired (6.6)
walk-o-worse-c5 = the score group could not then be paired as fully (6.1, 6.3)
walk-o-worse-c6 = a higher score, or a player who floated in, would then float (6.3)
walk-o-worse-c7 = the floaters would then find fewer opponents in the next score group (6.6)
walk-o-worse-c8 = fewer players would then get their due colour (6.5)
walk-o-bracket-done = the combination chosen: pairs { $pairs }; floating to the next score group { $floaters }
walk-o-colour-lot-odd = neither has played; the higher placed (more points, then the smaller number), { $tpn }, has an odd number and gets the colour of no. 1 (B-O-7)
walk-o-colour-lot-even = neither has played; the higher placed (more points, then the smaller number), { $tpn }, has an even number and gets the colour opposite to that of no. 1 (B-O-7)
walk-o-colour-alternate = both are due the same colour and their Whites and Blacks are equally far apart; alternated from the latest round in which their colours differed (5.4 (3))
walk-o-colour-higher = both are due the same colour with the same histories; the one first by SB, Buchholz, Median and rating, { $tpn }, gets the colour due (5.4 (4)-(5))

## The Swiss Team system (C.04.6 2026)
walk-team-h-preferences = Colour preferences (1.6, 1.7)
walk-lex-h-pab = The pairing-allocated bye (3.4)
walk-lex-h-bracket = Top-scoregroup { $score } (3.5, 3.6)
walk-lex-h-colours = Colours (4)
walk-team-teams = { $count } teams to pair in round { $round }; scoregroups (points and teams): { $groups }
walk-team-type-a = colour preferences of Type A (simple)
walk-team-type-b = colour preferences of Type B (strong and mild)
walk-team-type-none = the competition uses no colour preferences
walk-team-last-two = one of the last two rounds: [C7] and [C10] do not apply
walk-team-pref-item = team { $tpn }: colours { $colours }, colour difference { $cd } — { $pref }
walk-team-pref-none = no colour preference
walk-team-pref = prefers { $colour }
walk-team-pref-strong = prefers { $colour }, strongly
walk-team-pab-barred = an odd number of teams: one gets the pairing-allocated bye. Barred (a PAB or a win without playing before): { $list }
walk-lex-pab-order = the others by lowest score, most matches played, largest TPN: { $list }
walk-lex-pab-candidate = { $tpn } ({ $score }, { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
})
walk-team-pab-gets = { $tpn } gets the PAB: the other teams can all be paired
walk-team-pab-not = not { $tpn }: without this team the others cannot all be paired
walk-team-top = top-scoregroup of { $score } points: teams { $members }; potential upfloaters, by score then TPN: { $pool }
walk-team-no-upfloater = no upfloater: the top-scoregroup pairs among itself, and the teams below too
walk-lex-upfloaters = { $count ->
    [one] { $count } upfloater
   *[other] { $count } upfloaters
}, the fewest that make a legal pairing of everybody
walk-lex-c5 = the upfloaters' scores, as high as they can be: { $list }
walk-lex-set = the first set in the order of 3.5.3–3.5.4 best by [C6] ({ $c6 }) and [C7] ({ $c7 }): { $set } ({ $examined ->
    [one] { $examined } set examined
   *[other] { $examined } sets examined
})
walk-lex-set-cut = the best set found by [C6] ({ $c6 }) and [C7] ({ $c7 }) when the search stopped at { $examined } sets: { $set }
walk-team-identifier = the first identifier best by [C8] ({ $c8 }), [C9] ({ $c9 }) and [C10] ({ $c10 }): { $identifier }
walk-lex-pairs = pairs (top member first): { $pairs }
walk-team-colour-board = board { $board }: { $white } White, { $black } Black (first-team { $first }, 4.2) — { $why }
walk-team-colour-one = only { $tpn } has a colour preference: granted
walk-team-colour-strong = only { $tpn } has a strong preference: granted
walk-team-colour-cd = White to { $tpn }, the lower colour difference ({ $cd } against { $other })
walk-team-colour-first-pref = the first-team { $tpn }'s colour preference granted
walk-team-colour-first-last = the first-team { $tpn }'s colour alternated from its last match
walk-team-colour-other-last = the other team { $tpn }'s colour alternated from its last match

## The Lim System (C.04.4.3)
walk-lim-h-pab = The pairing-allocated bye (1.1)
walk-lim-h-above = Scoregroup { $score }, above the Median Scoregroup: paired downward (2.2)
walk-lim-h-below = Scoregroup { $score }, below the Median Scoregroup: paired upward (2.2)
walk-lim-h-median = The Median Scoregroup, { $score }: paired last, downward (2.2)
walk-lim-h-enlarged = The Median Scoregroup enlarged (2.6)
walk-lim-h-colours = Colours (5.3–5.6, 7.2)
walk-lim-median = the Median Scoregroup is the group of { $score } points (half the rounds played): the groups above it are paired from the top down, then those below it from the bottom up, then the Median Scoregroup
walk-lim-pab-barred = an odd number of players: one gets the pairing-allocated bye. Barred by the Basic Rules (a bye or a win without playing before): { $list }
walk-lim-pab-gets = { $tpn } ({ $score }) gets the PAB: the lowest-ranked player of the lowest scoregroup who may have it, and the others can all be paired
walk-lim-stage-above = above the Median Scoregroup, downward
walk-lim-stage-below = below the Median Scoregroup, upward
walk-lim-stage-median = the Median Scoregroup, downward
walk-lim-group = scoregroup of { $score } points ({ $stage }): residents { $residents }; downfloaters in { $down }; upfloaters in { $up }
walk-lim-lone = { $tpn } has no compatible opponent in the group (all met, or the colour limits of 2.1): floats before the group is paired
walk-lim-no-floater = no floater: every player has a compatible opponent and the group can be paired as it is
walk-lim-needed = { $count ->
    [one] { $count } player must float
   *[other] { $count } players must float
} so that the rest can be paired; colours due in the group: { $majority }
walk-lim-majority = more players are due { $colour }: a player due { $colour } evens the colours
walk-lim-majority-none = as many due White as due Black
walk-lim-preference = the candidates in the order of preference: floater type d before c, b, a (3.9); not one who floated in the previous round (3.10); one whose transfer evens the colours (3.2); then { $rank }
walk-lim-lowest = the lowest-ranked
walk-lim-highest = the highest-ranked
walk-lim-candidate-taken = { $tpn }: type { $kind } of 3.9{ $notes } — floats
walk-lim-candidate-passed = { $tpn }: type { $kind } of 3.9{ $notes } — passed over, the others could not then be paired with no more floaters (4.4)
walk-lim-notes = ; { $list }
walk-lim-no-notes = {""}
walk-lim-floated-last = floated in the previous round
walk-lim-off-colour = due the minority colour
walk-lim-float-down = { $count ->
    [one] the floater { $list } is transferred to the next group below
   *[other] the floaters { $list } are transferred to the next group below
}
walk-lim-float-up = { $count ->
    [one] the floater { $list } is transferred to the next group above
   *[other] the floaters { $list } are transferred to the next group above
}
walk-lim-median-floaters = the floaters from above and below join the Median Scoregroup, which is paired downward
walk-lim-floater-order = the incoming floaters are paired first, in this order: { $list }
walk-lim-clashes-none = the pairing kept gives every player the colour due (second scrutiny)
walk-lim-clashes = { $count ->
    [one] { $count } pair of players due the same colour cannot be avoided
   *[other] { $count } pairs of players due the same colour cannot be avoided
} (second scrutiny: the fewest the group allows)
walk-lim-scrutiny-floater = floater { $tpn } (due { $due }) meets the player due the other colour, { $rank } first: { $text }
walk-lim-scrutiny-down = S1 { $s1 } against S2 { $s2 }: the highest-ranked, { $tpn }, is scrutinised; the lower-ranked opponent is changed in the order of the exchange tables: { $text }
walk-lim-scrutiny-up = S1 { $s1 } against S2 { $s2 }: the lowest-ranked, { $tpn }, is scrutinised; the higher-ranked opponent is changed in the order of the exchange tables: { $text }
walk-lim-meets = { $tpn } meets { $opponent }
walk-lim-after = { $kept } (refused before: { $refused })
walk-lim-refused = { $tpn } ({ $why })
walk-lim-why-met = they have met, 2.1
walk-lim-why-limits = the colour limits, 2.1, 5.1 (a)–(b)
walk-lim-why-colour = both due { $colour }, and a pairing giving more players their due colour exists, 5.2
walk-lim-why-stuck = the rest of the group could not then be paired, 2.1
walk-lim-why-colour-rest = the rest of the group could then be paired only with more pairs of players due the same colour than the pairing kept, 5.2
walk-lim-undone-above = the Median Scoregroup cannot be paired: the pair { $a }–{ $b } of the groups above is undone and its players join the Median Scoregroup as floaters
walk-lim-undone-below = the Median Scoregroup cannot be paired: the pair { $a }–{ $b } of the groups below is undone and its players join the Median Scoregroup as floaters
walk-lim-colour-lot = neither has played: the higher-ranked player has player 1's colour with an odd number, the other with an even one
walk-lim-colour-due = each gets the colour due (or the only one due gets it)
walk-lim-colour-must = both are due the same colour; one of them must have it (the colour limits)
walk-lim-colour-history = both are due the same colour: going back, the first round their colours differed decides
walk-lim-colour-balance = both are due the same colour, one to even his colours, the other only to alternate: the first gets it (reading L-21a)
walk-lim-colour-rank = both are due the same colour with the same history: the higher-ranked gets it (in or above the Median Scoregroup)
walk-lim-colour-rank-below = both are due the same colour with the same history: the lower-ranked gets it (below the Median Scoregroup)

## The Dubov System (C.04.4.1 2026)
walk-dubov-h-bracket = Scoregroup { $score } (3.2)
walk-dubov-players = { $count } players to pair in round { $round }: scoregroups { $groups }
walk-dubov-maxt = MaxT = { $maxt } (2 + rounds/5, rounded down)
walk-dubov-maxt-last = MaxT = { $maxt }; this is the last round: [C8]–[C10] do not apply
walk-dubov-pab-order = the others by lowest score, most games played, largest TPN: { $list }
# "games" whatever the count, as the walkthrough has always printed it.
walk-dubov-pab-candidate = { $tpn } ({ $score }, { $games } games)
walk-dubov-pab-not = not { $tpn }: without them the other players cannot all be paired
walk-dubov-strength-none = no
walk-dubov-strength-mild = mild
walk-dubov-strength-strong = strong
walk-dubov-strength-absolute = absolute
walk-dubov-pref = { $strength } { $colour }
walk-dubov-who = { $tpn } ({ $score }, { $pref }, ARO { $aro })
walk-dubov-who-unplayed = { $tpn } ({ $score }, not played)
walk-dubov-numbered = #{ $n } { $tpn }
walk-dubov-bracket = scoregroup of { $score } points: residents { $residents }
walk-dubov-no-upfloater = no upfloater needed: the residents pair legally among themselves and the players below too
walk-dubov-upfloaters = { $count ->
    [one] { $count } upfloater
   *[other] { $count } upfloaters
} needed for a legal pairing of the residents
walk-dubov-pool = the possible upfloaters, by descending score then ascending TPN: { $list }
walk-dubov-pool-item = #{ $n } { $tpn } ({ $score })
walk-dubov-no-set = no legal set found within the sets examined: the first of the pool taken
walk-dubov-sets-cut = more than { $limit } sets of upfloaters at one score level: only the first { $limit } in 4.2 order were examined
walk-dubov-c6 = the highest scores for the upfloaters: { $scores }; { $sets ->
    [one] { $sets } set
   *[other] { $sets } sets
} of { $k } with those scores pair legally (4.2.3)
walk-dubov-set = {"{"}{ $set }{"}"}: [C7] { $c7 } [C8] { $c8 } [C9] { $c9 } [C10] { $c10 }
walk-dubov-set-bound = {"{"}{ $set }{"}"}: [C7] at least { $c7 } [C8] { $c8 } [C9] { $c9 } [C10] { $c10 }, no better
walk-dubov-sets-stop = every criterion at 0: the other { $count } sets cannot pair better
walk-dubov-sets = the sets in 4.2 order: { $list }
walk-dubov-chosen = { $count ->
    [one] upfloater
   *[other] upfloaters
}: { $list } — the first set in 4.2 order that pairs best ([C7] { $c7 }, [C8] { $c8 }, [C9] { $c9 }, [C10] { $c10 })
walk-dubov-g-unplayed = nobody in the bracket has played: G1 is the first half by TPN ({ $g1 }), G2 the rest ({ $g2 })
walk-dubov-g = G1, the White seekers: { $g1 }; G2, the others: { $g2 }
walk-dubov-no-shift = no shift: G1 and G2 are equal in size and pair across with the fewest colour failures ([C7])
walk-dubov-shift = { $colour } seekers numbered middle-out (4.3.2–4.3.3): { $order }; shifted to { $to }: { $shifted } (the first set in 4.3 order that pairs legally with the fewest colour failures)
walk-dubov-g-now = G1 now { $g1 }; G2 now { $g2 }
walk-dubov-s1 = S1, G1 by ascending ARO then TPN: { $list }
walk-dubov-aro = { $tpn } (ARO { $aro })
walk-dubov-g2 = G2 by ascending TPN: { $list }
walk-dubov-passed = { $a }–{ $b } ({ $why })
walk-dubov-rest-unpaired = the rest of S1 could not then be paired
walk-dubov-passed-over = pairs passed over in 4.4 order: { $list }
walk-dubov-t2 = T2, the first legal transposition: { $t2 }; S1 meets T2 in order: { $pairs }
walk-dubov-t2-ranked = T2, the first legal transposition (number { $rank } in the order of 4.4.2): { $t2 }; S1 meets T2 in order: { $pairs }
walk-dubov-colour-both = both preferences granted
walk-dubov-colour-stronger = both want { $colour }; { $tpn }'s preference is the stronger ({ $strength })
walk-dubov-colour-alternate = both want { $colour } with equal strength; alternated from the latest game in which their colours differed
walk-dubov-colour-higher = both want { $colour } with equal strength and equal colour histories; the higher ranked, { $tpn }, gets it

# Double-Swiss (C.04.5 2026): the procedure of 3.3–3.6 with players, colours of 4.3
walk-ds-players = { $count } players to pair in round { $round }; scores in game points (a match won 2, drawn 1, lost 0; the PAB 1½, a game won and a game drawn); scoregroups (game points and players): { $groups }
walk-ds-no-preferences = no colour preferences (there is no colour criterion): the game-1 colours of each match are allocated once the round is paired (Article 4), and game 2 is played with the colours reversed (4.4)
walk-ds-last-round = the last round: [C7] and [C8] do not apply
walk-ds-penultimate = the penultimate round: whether [C7] and [C8] apply in it ("except in the last round", or "the last two rounds" as in the Swiss Team text) is not settled (reading DS-6); the round pairs the same both ways, and is paired with them
walk-ds-pab-barred = an odd number of players: one gets the pairing-allocated bye (a game won and a game drawn, 1.4). Barred (a PAB, a match won by forfeit or a full-point bye before): { $list }
walk-ds-pab-gets = { $tpn } gets the PAB: the other players can all be paired
walk-ds-pab-not = not { $tpn }: without this player the others cannot all be paired
walk-ds-top = top-scoregroup of { $score } game points: players { $members }; potential upfloaters, by score then TPN: { $pool }
walk-ds-no-upfloater = no upfloater: the top-scoregroup pairs among itself, and the players below too
walk-ds-identifier = the first identifier best by [C8] ({ $c8 }): { $identifier }
walk-ds-letter-none = -
walk-ds-colour-item = player { $tpn }: game-1 colours { $colours }, { $whites ->
    [one] { $whites } match with White
   *[other] { $whites } matches with White
}
walk-ds-colour-board = board { $board }: { $white } White in game 1, { $black } Black, colours reversed in game 2 (higher-ranked { $higher }, 4.2) — { $why }
walk-ds-colour-fewer = White to { $tpn }, fewer matches with White ({ $whites } against { $other })
walk-ds-colour-alternate = equal matches with White ({ $whites }); over the matches each played (General Handling Rules 3.4), their colours differed last { $back ->
    [1] in the last one
   *[other] { $back } matches back
}, where { $tpn } had { $colour }: alternated
walk-ds-colour-higher-last = equal matches with White ({ $whites }) and over the matches each played, counted back (General Handling Rules 3.4), their colours never differed; the higher-ranked { $tpn } had { $colour } in its last match played: alternated
walk-ds-colour-other-last = equal matches with White ({ $whites }); the higher-ranked { $higher } has played no match, { $tpn } had { $colour } in its last match played: alternated

# How to read the Berger table for a round (`pair --walkthrough` on a round-robin).
walk-rr-title = Round { $round } — { $heading }
walk-rr-table = 1. The table: { $players } players use the Berger table for { $odd }/{ $size } (C.05 Annex 1){ $dummy }; it has { $per } rounds per cycle.
walk-rr-dummy = : the highest number, { $size }, is the dummy — who is drawn against it has no game
walk-rr-which = 2. Round { $round } is round { $table } of the table{ $cycle }.
walk-rr-cycle = { " " }in cycle { $cycle }{ $why }
walk-rr-reversed = : the second cycle repeats the table with the colours reversed, so read each pair the other way round
walk-rr-swapped = : the last two rounds of the first cycle are played in reverse order, as the annex recommends (13.17.2), so round { $round } plays table round { $table }
walk-rr-colours = 3. In every pair the first number has White; the board order is the table's (board 1 is always the pair with the highest number).
walk-rr-rows = 4. The rows follow from each other: add { $add } to every number below { $size } (after { $odd } comes 1 again) to get the next row; number { $size } stays on board 1 and changes colour every round.
walk-rr-ranks = 5. The pairing numbers are the starting ranks (record 001).
walk-rr-inferred = 5. The pairing numbers were inferred from the { $rounds } rounds played (no record gives the draw).
walk-rr-row = The table's row: { $row }
walk-rr-board = Board { $board } ({ $numbers }): { $reading }
walk-rr-board-game = number { $white } has White against number { $black }: { $w }{ $wname } – { $k }{ $kname }
walk-rr-board-dummy = number { $number } meets the dummy { $size }: { $player }{ $name } has no game this round
