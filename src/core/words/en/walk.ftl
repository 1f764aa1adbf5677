# arbitro pair --walkthrough: the round paired step by step in the text's procedure (the Burstein
# System, C.04.4.2 2026). English.

## Lists and small words
walk-none = none
walk-list = { $first }, { $rest }
walk-list-more = { $list } … and { $count } more
walk-tpn = { $tpn }
walk-pair = { $a }–{ $b }
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

## The round
walk-seeding = round { $round } is a seeding round: the first { $seeding } rounds of { $planned } (half the rounds, at most four) are paired by the FIDE (Dutch) System in force; its walkthrough follows
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
walk-bracket = scoregroup of { $score } points: { $residents } residents, no incoming floater
walk-bracket-floaters = scoregroup of { $score } points: { $residents } residents and the incoming floaters { $incoming }
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
