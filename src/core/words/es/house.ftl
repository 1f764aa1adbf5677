# El informe de check de los sistemas suizos de la casa (Dubov, Burstein, Lim, Suizo por
# equipos): el marco del informe y lo que cada ronda hace frente al texto. La regla se cita en el
# inglés de la FIDE.

## El informe
house-round-consistent = Ronda { $round }: conforme con { $chapter }
house-round-departs = Ronda { $round }: se aparta del texto en [{ $code }] art. { $article }{ $boards }
house-boards = {" "}(tableros { $boards })
house-pab = BPE
house-rule = Regla (texto de la FIDE): { $rule }
house-text-pairs = El texto empareja: { $pairs }{ $bye }
house-text-pab = , BPE { $player }
house-all-consistent = Todas las rondas son conformes.
house-discrepancies = Se han encontrado discrepancias.
house-round-under-reading = Ronda { $round }: conforme según la lectura { $reading } (el texto la admite: { $open }); { $default }
house-default-departs = se aparta de la lectura por defecto de arbitro, { $default }{ $at }
house-default-at = {" "}en [{ $code }] art. { $article }
house-default-refuses = la lectura por defecto de arbitro rechaza la ronda donde { $reading } decide
house-reading-says = Lectura: { $text }
house-default-detail = Con la lectura por defecto: { $detail }
house-consistent-under-readings = Todas las rondas son conformes; { $count ->
    [one] una ronda
   *[other] { $count } rondas
} solo según otra lectura que la de arbitro por defecto (véanse las notas; --strict las cuenta como discrepancias).
house-discrepancies-strict = Se han encontrado discrepancias (--strict: { $count ->
    [one] una ronda es conforme
   *[other] { $count } rondas son conformes
} solo según otra lectura que la de arbitro por defecto).
house-cannot-pair = { $why }

## Comunes a los sistemas
house-complies = la ronda cumple { $chapter } ({ $edition })
house-paired-not-to-be-paired = el jugador { $player } está emparejado, pero tiene una anotación para la ronda o no debe emparejarse
house-left-unpaired = el jugador { $player } debe emparejarse, pero no está en ningún tablero ni recibe el bye por emparejamiento
house-met = { $a } y { $b } ya se enfrentaron (o no pueden enfrentarse)
house-both-absolute = { $a } y { $b } tienen los dos preferencia absoluta por { $colour }
house-had-pab = { $player } ya tuvo el bye por emparejamiento o sumó una victoria sin jugar
house-nobody = nadie
house-none = ninguno
house-list-more = { $item }, { $rest }
house-player-games = { $player } ({ $score } puntos, { $games } partidas jugadas)
house-player-score = { $player } ({ $score } puntos)
house-bracket = grupo de { $score } puntos
house-should-have-white = { $player } debería llevar blancas por el art. { $article } ({ $why })

## Dubov (C.04.4.1)
dubov-pab-goes = el bye por emparejamiento corresponde a { $text }, no a { $file } (3.1.3 menor puntuación, 3.1.4 más partidas, 3.1.5 mayor número de emparejamiento)
dubov-upfloater-scores = { $bracket }: flotantes ascendentes { $file } con puntuaciones { $file-scores }; el texto toma { $text } con puntuaciones { $text-scores }
dubov-count-differs = { $bracket }: { $file-count } { $what } en la ronda, { $text-count } en el emparejamiento del texto (flotantes ascendentes { $file } frente a { $text })
dubov-what-upfloaters = flotantes ascendentes
dubov-what-no-preference = jugadores sin su preferencia de color
dubov-what-max-upfloaters = flotantes ascendentes que ya subieron el máximo de veces
dubov-what-max-upfloats = subidas de los flotantes que ya subieron el máximo de veces
dubov-what-upfloated-last = flotantes ascendentes que subieron en la ronda anterior
dubov-upfloater-order = { $bracket }: flotantes ascendentes { $file }; el primer conjunto en el orden de 4.2.2 que empareja igual de bien es { $text }
dubov-transposition = { $bracket }: S1 = { $s1 } juega contra T2 = { $t2 } (la primera transposición legal); la ronda lo empareja de otro modo
dubov-colour-initial = ninguno ha jugado: el color inicial según el número de emparejamiento del mejor clasificado
dubov-colour-both = conceder las dos preferencias de color
dubov-colour-stronger = conceder la preferencia de color más fuerte
dubov-colour-alternate = alternar desde la ronda más reciente en que tuvieron colores distintos
dubov-colour-higher = conceder la preferencia del jugador mejor clasificado

## Burstein (C.04.4.2), edición de 2026 y original
burstein-player = { $player } ({ $score } puntos, { $games } partidas jugadas, Buchholz { $buchholz }, Sonneborn-Berger { $sb })
burstein-o-player = { $player } ({ $score } puntos, { $tie-breaks })
burstein-o-tie-breaks = SB { $sb }, Buchholz { $buchholz }, Mediana { $median }, Elo { $rating }
burstein-pab-goes = el bye por emparejamiento corresponde a { $text }, no a { $file } ({ $why })
burstein-pab-lowest-score = 3.1.3 menor puntuación
burstein-pab-most-games = 3.1.4 más partidas jugadas
burstein-pab-lowest-ranked = 3.1.5 el último en la clasificación de 1.8
burstein-pab-others-paired = 3.1.2 los demás pueden emparejarse todos
burstein-o-pab-tie-breaks = 4.2-4.3 menor SB, después Buchholz, Mediana y Elo en el grupo de puntuación más bajo
burstein-o-pab-lowest-group = 4.2 el grupo de puntuación más bajo
burstein-o-pab-others-paired = 6.6 los demás pueden emparejarse todos (lectura B-O-6)
burstein-head = grupo de { $score } puntos ({ $players } jugadores)
burstein-o-head = grupo de puntuación de { $score } puntos ({ $players } jugadores)
burstein-c4 = { $bracket }: tras las parejas de este grupo, los jugadores que quedan no pueden emparejarse todos
burstein-c5 = { $bracket }: { $file } parejas; el texto forma { $text }
burstein-c6 = { $bracket }: flotantes salientes { $file }; el texto hace flotar a { $text } (puntuaciones menores)
burstein-o-c6 = { $bracket }: flotantes salientes { $file }; el texto (6.3) hace flotar a { $text } (puntuaciones menores)
burstein-c7 = { $bracket }: los flotantes salientes { $file } dejan el grupo siguiente peor emparejado ([C1]-[C6] allí) que { $text }
burstein-o-c7 = { $bracket }: los flotantes salientes { $file } encuentran menos rivales en el grupo de puntuación siguiente (6.6) que { $text }
burstein-c8 = { $bracket }: { $file } jugadores no reciben su preferencia de color; el emparejamiento del texto deja { $text }
burstein-order = { $bracket }: el BSN { $bsn } ({ $player }) { $file } en la ronda; el primer emparejamiento en el orden de 4.3 que es el mejor por [C5]-[C8]: { $text }
burstein-o-order = { $bracket }: el n.º { $bsn } ({ $player }) { $file } en la ronda; la primera combinación de 6.2/6.4 que es la mejor por 6.3-6.5: { $text }
burstein-floats = flota (BSN 0)
burstein-o-floats = flota (F)
burstein-meets = juega contra el BSN { $bsn } ({ $player })
burstein-o-meets = juega contra el n.º { $bsn } ({ $player })
burstein-departs = { $bracket }: se aparta
burstein-o-order-item = { $k }. { $player } ({ $score }; { $tie-breaks })
burstein-o-with-order = { $detail } [orden de 3.2: { $order }]
burstein-o-with-order-cut = { $detail } [orden de 3.2: { $order } …]
burstein-colour = tablero { $board }: { $file } lleva blancas; { $article } da blancas a { $text } ({ $white } { $white-score } puntos, Buchholz { $white-buchholz }; { $black } { $black-score } puntos, Buchholz { $black-buchholz })
burstein-o-colour = tablero { $board }: { $file } lleva blancas; { $article } da blancas a { $text } ({ $white }: { $white-score } puntos, colores { $white-colours }, { $white-tie-breaks }; { $black }: { $black-score } puntos, colores { $black-colours }, { $black-tie-breaks })
burstein-seeding-departs = la ronda se aparta del emparejamiento del sistema holandés
burstein-seeding-finding = ronda de siembra emparejada por el sistema holandés (C.04.3 2026): { $rule } — { $finding }

## Lim (C.04.4.3)
lim-met = { $a } y { $b } ya se enfrentaron (o no pueden enfrentarse): art. { $article }
lim-colour-limits = tablero { $board }: { $player } llevaría { $colour } por tercera vez seguida o tres más de un color (art. { $article }; no es la última ronda)
lim-had-pab = { $player } ya tuvo el bye por emparejamiento o sumó una victoria sin jugar (Reglas Básicas)
lim-pab-goes = el bye por emparejamiento corresponde a { $text }, no a { $file }: el jugador peor clasificado del grupo de puntuación más bajo que puede recibirlo y deja un campo que puede emparejarse (art. { $article })
lim-group-above = grupo de puntuación { $score } (emparejado hacia abajo)
lim-group-below = grupo de puntuación { $score } (emparejado hacia arriba)
lim-group-median = el grupo de puntuación mediano { $score }
lim-floaters = { $group }: la ronda empareja a { $file } con jugadores que el texto no empareja aquí; el texto traslada a { $floaters } de este grupo y empareja { $text } (art. { $article })
lim-why-clashes = { $file } parejas con los dos jugadores debidos del mismo color, donde el emparejamiento del texto tiene { $text }
lim-why-order = { $player } se examina { $how } y el primer rival compatible en el orden del texto es { $opponent }
lim-scrutiny-incoming = primero, como flotante entrante (3.6-3.8)
lim-scrutiny-order = en el orden de 4.1
lim-pairs-otherwise = { $group }: la ronda empareja { $file }; el texto empareja { $text }: { $why } (art. { $article })
lim-colour = tablero { $board }: { $file } lleva blancas; { $rule } da blancas a { $text }
lim-colour-lot = 7.2 (el color del jugador 1; los impares de la mitad superior, el mismo)
lim-colour-due = 5.5/5.6 cada uno recibe el color que le corresponde
lim-colour-must = 5.3 el jugador con el mismo color dos veces seguidas debe alternar
lim-colour-history = 5.4 la primera diferencia en los historiales de color
lim-colour-balance = 5.5/5.6 igualar los colores va antes que alternar
lim-colour-rank = 5.4 historiales idénticos: el mejor clasificado en el grupo mediano y por encima, el peor clasificado por debajo

## Suizo por equipos (C.04.6)
team-paired-not-to-be-paired = el equipo { $team } está emparejado, pero tiene una anotación para la ronda o no debe emparejarse
team-left-unpaired = el equipo { $team } debe emparejarse, pero no está en ningún tablero ni recibe el bye por emparejamiento (3.3.1)
team-met = los equipos { $a } y { $b } ya se enfrentaron (o no pueden enfrentarse)
team-had-pab = el equipo { $team } ya tuvo el bye por emparejamiento, una victoria por incomparecencia o un bye de un punto
team-team-matches = { $team } ({ $score } puntos, { $matches } encuentros jugados)
team-pab-goes = el bye por emparejamiento corresponde a { $text }, no a { $file } (3.4.1 deja un emparejamiento legal, 3.4.2 menor puntuación, 3.4.3 más encuentros, 3.4.4 mayor número de emparejamiento)
team-below-unpairable = { $bracket }: con los flotantes ascendentes { $file }, los equipos que quedan debajo no pueden emparejarse todos legalmente
lex-upfloater-count = { $bracket }: { $file-count } flotantes ascendentes ({ $file }); el texto necesita { $text-count } ({ $text })
lex-set-quality = { $bracket }: { $file-count } { $what } con los flotantes ascendentes { $file }, { $text-count } con los del texto { $text }
lex-what-following-unpairable = grupo siguiente que queda sin poder emparejarse con sus mínimos flotantes ascendentes
lex-what-upfloaters-floated = flotantes ascendentes que flotaron en la ronda anterior
lex-upfloater-order = { $bracket }: flotantes ascendentes { $file }; el primer conjunto en el orden de 3.5.3–3.5.4 que empareja igual de bien es { $text }
lex-pairs-quality = { $bracket }: { $file-count } { $what } en la ronda, { $text-count } en el emparejamiento del texto { $text }
team-what-no-preference = equipos sin su preferencia de color
team-what-no-strong-preference = equipos sin su preferencia de color fuerte
lex-what-opponents-floated = rivales de flotantes ascendentes que flotaron en la ronda anterior
lex-identifier = { $bracket }: el primer emparejamiento por identificador (3.6.2) que empareja igual de bien es { $text }; la ronda empareja { $file }
team-should-have-white = el equipo { $team } debería llevar blancas por el art. { $article } ({ $why })
team-colour-initial = ningún equipo ha jugado: el color inicial según el número de emparejamiento del primer equipo
team-colour-one-preference = solo un equipo tiene preferencia de color: se le concede
team-colour-opposite = preferencias de color opuestas: se conceden las dos
team-colour-strong = solo un equipo tiene preferencia fuerte: se le concede
team-colour-lower-difference = blancas para el equipo con menor diferencia de color
team-colour-alternate = alternar desde el encuentro más reciente en que sus colores fueron distintos
team-colour-first-team = conceder la preferencia de color del primer equipo
team-colour-first-team-last = alternar el color del primer equipo respecto de su último encuentro jugado
team-colour-other-team-last = alternar el color del otro equipo respecto de su último encuentro jugado

## Encabezados y la tabla de pair
house-heading = sistema { $family ->
    [Team] suizo por equipos
    [Double-Swiss] suizo doble
   *[other] { $family }
} ({ $chapter }, edición { $edition }) — { $reason }
house-reason-flag = elegido con --rules
house-reason-flag-record = elegido con --rules; el registro 192 dice { $code }
house-reason-flag-predates = { $why }; el torneo empezó el { $start }, antes de la entrada en vigor del { $edition }; { $other }; se aplica el texto de la edición elegida, con sus lecturas
house-reason-record-undated = el registro 192 dice { $code }; el archivo no tiene fechas: la edición vigente hoy
house-reason-record-dated = el registro 192 dice { $code }; el torneo empezó el { $start }
house-reason-kind-edition = el registro 092 dice «{ $kind }», que nombra la edición
house-reason-kind-undated = el registro 092 dice «{ $kind }»; el archivo no tiene fechas: la edición vigente hoy
house-reason-kind-dated = el registro 092 dice «{ $kind }»; el torneo empezó el { $start }
house-reason-kind-before-edition = el registro 092 dice «{ $kind }»; el torneo empezó el { $start }, antes de la edición de { $edition }, con el texto de 2024, que no es público completo: se aplica el texto de { $edition }
house-pair-round = Ronda { $round } — { $heading }
house-pair-board = Tablero
house-pair-black = Negras
house-pair-bye = bye por emparejamiento
house-columns-dutch = Blancas (n.º nombre puntos pref.)
house-fields-dubov = n.º nombre puntos ARO pref.
house-columns-dubov = Blancas ({ house-fields-dubov })
house-fields-burstein = n.º nombre puntos Buchholz pref.
house-columns-burstein = Blancas ({ house-fields-burstein })
house-fields-burstein-original = n.º nombre puntos SB Buchholz Mediana pref.
house-columns-burstein-original = Blancas ({ house-fields-burstein-original })
house-fields-lim = n.º nombre puntos color debido
house-columns-lim = Blancas ({ house-fields-lim })
house-fields-team = n.º equipo puntos DC pref.
house-columns-team = Blancas ({ house-fields-team })

# Sistema suizo doble (C.04.5, 2026): los veredictos de la comprobación
ds-paired-not-to-be-paired = el jugador { $player } está emparejado, pero tiene una anotación para la ronda o no debe emparejarse
ds-left-unpaired = el jugador { $player } debe emparejarse, pero no está en ningún tablero ni recibe el bye por emparejamiento (3.3.1)
ds-met = los jugadores { $a } y { $b } ya se enfrentaron en un encuentro no perdido por incomparecencia (o no pueden enfrentarse)
ds-had-pab = el jugador { $player } ya tuvo el bye por emparejamiento, una victoria por incomparecencia o un bye de un punto
ds-team-matches = { $player } ({ $score } puntos de partida, { $matches } encuentros jugados)
ds-pab-goes = el bye por emparejamiento corresponde a { $text }, no a { $file } (3.4.1 deja un emparejamiento legal, 3.4.2 menor puntuación, 3.4.3 más encuentros, 3.4.4 mayor número de emparejamiento)
ds-below-unpairable = { $bracket }: con los flotantes ascendentes { $file }, los jugadores que quedan debajo no pueden emparejarse todos legalmente
ds-should-have-white = el jugador { $player } debería llevar blancas por el art. { $article } ({ $why })
ds-colour-initial = ningún jugador ha jugado un encuentro: el color inicial según el número de emparejamiento del jugador mejor clasificado
ds-colour-fewer-whites = blancas (en la primera partida) para el jugador con menos encuentros con blancas
ds-colour-alternate = alternar desde el encuentro más reciente en que sus colores fueron distintos
ds-colour-higher-last = alternar el color del jugador mejor clasificado respecto de su último encuentro jugado
ds-colour-other-last = alternar el color del otro jugador respecto de su último encuentro jugado
ds-refused = rechazada: { $why }
house-fields-double-swiss = n.º nombre puntos-de-partida blancas
house-columns-double-swiss = Blancas en la primera partida ({ house-fields-double-swiss })
house-reason-accelerated = { $why }; { $acceleration }
house-reason-record = el registro 192 dice { $code }
house-reason-kind = el registro 092 dice «{ $kind }»

## Aceleración Baku, tal como la dicen los informes (src/rules/baku.rs)
baku-from-file = aceleración aplicada: puntos virtuales del propio archivo (líneas { $records })
baku-file-wins = { $applied }; se ignora { $ignored }: mandan las líneas del archivo
baku-asked-192 = el registro 192 ({ $code })
baku-asked-flag = { $flag }
baku-computed = aceleración aplicada: Baku, { $article } [{ $wording }], pedida por { $asked }: { $group }; { $rounds }
baku-group-a = grupo A = NI { $first }–{ $last } ({ $count } jugadores)
baku-group-a-empty = el grupo A está vacío
baku-no-round = ninguna ronda acelerada (la redacción de 2016 exige 9 rondas o más)
baku-points = { $full } puntos virtuales antes de { $full-rounds }, { $half } antes de { $half-rounds }
baku-round = la ronda { $round }
baku-rounds = las rondas { $first }–{ $last }
baku-no-round-at-all = ninguna ronda
baku-wording-2016 = C.04.5.1 (redacción de Bakú 2016: rondas 1–3 y 4–5, 9 rondas o más)
baku-wording-2017 = C.04.5.1 (redacción posterior del SPP: se acelera la primera mitad de las rondas)
baku-wording-c047 = C.04.7 §1 (2026: los puntos de una victoria y luego la mitad)
baku-needs-rounds = la aceleración Baku necesita el número de rondas (XXR / registro 142): las rondas aceleradas son la primera mitad
baku-needs-scoring = la aceleración Baku [{ $wording }] necesita { $c047 ->
        [yes] que una victoria valga dos tablas y una derrota cero (C.04.7 §1.1)
       *[no] la puntuación normal 1 / ½ / 0 (C.04.5.1 art. 1)
    }; este torneo puntúa { $win } / { $draw } / { $loss }
baku-team-game-points = el registro 192 pide la aceleración Baku en una competición clasificada por puntos de partida: C.04.7 §1 da como puntos virtuales los de una victoria, que una puntuación por partidas no tiene; use un código de puntos de encuentro (FIDE_TEAM_…_MP…_BAKU) o las líneas 250 del propio archivo
