# arbitro norms (B.01): comprobación de normas de GM, IM, WGM y WIM. Español, con los
# términos del Reglamento de Títulos del Manual (seed 000, B.01).

## Encabezado
norms-title = Normas — { $rules }
norm-rules = { $edition } ({ $why })
norms-event = Torneo: { $event }
edition-b01-2023 = Reglamento de Títulos FIDE B.01, texto de 2023
edition-b01-2024 = Reglamento de Títulos FIDE B.01, texto de 2024
norm-reason-today = sin --date; el vigente hoy ({ $date })
norm-reason-start = inicio del torneo { $date }
norm-event-swiss-flag = un suizo (--swiss)
norm-event-round-robin-flag = emparejamientos predeterminados (--round-robin)
norm-event-round-robin-record = emparejamientos predeterminados (un round robin según el registro 092/192)
norm-event-round-robin-played = emparejamientos predeterminados (todos jugaron contra todos; --swiss si no lo fue)
norm-event-swiss = un suizo u otro torneo sin emparejamientos predeterminados

## La exención (1.4.3) y el suizo de 1.5.6a
norm-exemption-declared = No se aplican las reglas de oponentes extranjeros: torneo declarado exento (1.4.3a–c).
norm-exemption-not-examined = Exención de suizo (1.4.3d): no examinada (no hay federación organizadora en el registro 032).
norm-exemption-applies = se aplica — en todas las rondas hubo al menos 20 jugadores extranjeros valorados de 3 federaciones, 10 de ellos GM/IM/WGM/WIM
norm-exemption-fails = no se aplica — ronda { $round }: { $foreign } jugadores extranjeros valorados, { $federations } federaciones, { $titled } GM/IM/WGM/WIM (se exigen 20, 3, 10)
norm-exemption-round = { $foreign } extranjeros valorados, { $federations } federaciones, { $titled } titulados
norm-exemption-title = Exención de suizo (1.4.3d, federación organizadora { $host })
norm-headline = { $title }: { $verdict }
norm-round-meets = R{ $round }: { $text } — cumple
norm-round-short = R{ $round }: { $text } — no llega
norm-yes = sí
norm-qualifying-fails = no — ronda { $round }: { $participants ->
    [one] { $participants } participante
   *[other] { $participants } participantes
}, media { $average } de { $rated } valorados
norm-qualifying-round = { $participants ->
    [one] { $participants } participante
   *[other] { $participants } participantes
}, { $rated } valorados con media { $average }
norm-qualifying-title = Suizo de 1.5.6a (en todas las rondas 40 participantes con media 2000; una solicitud con una norma posterior al 30 jun 2022 necesita una norma así)

## Las normas de un jugador
norm-player = Jugador { $tpn } { $name } ({ $federation })
norm-line-yes = norma de { $title }: SÍ — { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $score } { $count ->
    [one] punto
   *[other] puntos
}, Ra { $ra }, Rp { $rp }{ $needs }
norm-line-no = norma de { $title }: no — { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $score } { $count ->
    [one] punto
   *[other] puntos
}, Ra { $ra }, Rp { $rp }{ $needs }
norm-needs-unmet = , ninguna puntuación da esta norma (no se cumple { $codes })
norm-needs-impossible = , ninguna puntuación da esta norma
norm-needs = , necesita { $score }
norm-counts-as = cuenta como { $games } partidas para un título (1.5.1): { $why }
norm-item-pass = {"["}cumple] { $code } { $requirement } ({ $article }) — { $actual }
norm-item-fail = {"["}NO CUMPLE] { $code } { $requirement } ({ $article }) — { $actual }
norm-excluded-zero-unrated = R{ $round } excluida: el oponente no valorado { $opponent } hizo 0 puntos contra los valorados (1.4.2b)
norm-ignored-after = R{ $round } descartada: hay un resultado de título antes (1.4.1e)
norm-ignored-won = R{ $round } descartada: una partida ganada (1.4.1f)
norm-forfeit-win-in = victoria por incomparecencia en la ronda { $round }
norm-pab-in = bye por emparejamiento en la ronda { $round }

## La lista de comprobación (B.01 1.4)
norm-value = { $value }
norm-value-of = { $value } ({ $of })
norm-n1 = al menos 9 partidas
norm-n1-eight-of-nine = 8 en un torneo de 9 rondas ({ $why }): cuentan como 9 (1.4.1c)
norm-n2 = un round robin a doble vuelta de al menos 6 jugadores
norm-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
norm-f1 = oponentes de al menos 2 federaciones distintas de { $own }{ $exempt ->
    [no] {""}
   *[other] {" "}(exento: { $exempt })
}{ $drr ->
    [yes] , cada oponente una vez (doble vuelta, 1.4.5f)
   *[no] {""}
}
norm-f2 = como máximo { $most } (3/5, redondeado hacia abajo) de { $own }{ $exempt ->
    [no] {""}
   *[other] {" "}(exento: { $exempt })
}{ $drr ->
    [yes] , cada oponente una vez (doble vuelta, 1.4.5f)
   *[no] {""}
}
norm-f3 = como máximo { $most } (2/3, redondeado hacia abajo) de una misma federación{ $exempt ->
    [no] {""}
   *[other] {" "}(exento: { $exempt })
}{ $drr ->
    [yes] , cada oponente una vez (doble vuelta, 1.4.5f)
   *[no] {""}
}
norm-t1 = al menos { $least } oponentes titulados (50 %, sin contar CM/WCM){ $drr ->
    [yes] , cada oponente una vez (doble vuelta, 1.4.5f)
   *[no] {""}
}
norm-t2 = al menos { $least } oponentes con título { $titles } (1/3, mínimo 3){ $drr ->
    [yes] , cada oponente una vez (doble vuelta, 1.4.5f)
   *[no] {""}
}
norm-r1 = los oponentes no valorados cuentan { $unrated }; el oponente más bajo por debajo de { $floor } sube a ese valor (solo uno)
norm-r1-none = { $unrated } no valorados; ninguno por debajo del suelo
norm-r1-raised = { $unrated } no valorados; el oponente { $opponent } sube de { $from } a { $to }
norm-r2 = valoración media de los oponentes de al menos { $least }
norm-r2-actual = { $sum } / { $n } = { $ra }
norm-r3 = puntuación de al menos el 35 % (exactamente: puntuación × 20 ≥ partidas × 7)
norm-r3-actual = { $score } / { $n } = { $percent } %
norm-r4 = performance Ra + dp de al menos { $least }
norm-r4-actual = { $ra } + dp({ $percent } %) { $dp } = { $rp }
norm-counts-eight-of-nine = 8 partidas cuentan como 9 (1.4.1c)
norm-counts-extra = { $why } + { $extra } por { $extra ->
    [one] { $extra } punto entero
   *[other] { $extra } puntos enteros
} por encima de los { $required } exigidos (1.4.1d)
norm-counts-capped = { $why }; un torneo de { $rounds } rondas cuenta como 13 partidas como máximo (1.7)

## Errores
norm-error-title = --title: «{ $title }» no es GM, IM, WGM ni WIM
norm-error-rules = --rules: reglas de títulos desconocidas «{ $rules }»; se esperaba 2023 o 2024
norm-error-player = --player { $player }: no hay tal jugador en { $file }
norm-error-sex = --sex: «{ $sex }» no es w (mujer) ni m (hombre)

## --need
need-heading = Lo que cada jugador necesita de sus partidas emparejadas y aún no jugadas
need-rating-k-flag = { $rules }, K de --k
need-rating-k-derived = { $rules }, K deducido como hace `ratings`; --k da el K publicado
need-error-none = --need: el jugador { $player } no tiene ninguna partida emparejada sin resultado (empareje antes la ronda siguiente en el archivo)
need-error-too-many = --need: el jugador { $player } tiene { $count } partidas sin resultado; se prueban como máximo { $most }
need-game = R{ $round } contra { $opponent }
need-player = Jugador { $player }: { $games }
need-secured = conseguida sea cual sea el resultado
need-impossible = ningún resultado la da
need-least = necesita { $least } de { $max }: { $with }
need-norm = norma de { $title }: { $line }
need-rating = Valoración ({ $rules }):
need-change = { $change } → { $rating }
need-change-k = { $change } → { $rating } (K { $k })
need-initial = valoración inicial { $ru }
need-no-rating = ninguna valoración de este torneo
need-outcome = { $results } ({ $score } de { $max }): { $line }
