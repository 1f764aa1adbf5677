# Los problemas que `arbitro quiz mark` encuentra en un archivo de resultados y en las
# puntuaciones que se le dan (`--marks`, `--marks-file`, escritas en la consola). Las rutas,
# los identificadores de las preguntas, el nombre del corrector y lo escrito quedan como están.

marks-cannot-read = no se puede leer: { $error }
marks-not-results = no es un archivo de resultados de examen de arbitro: { $error }
marks-format = format: se esperaba «{ $expected }»; se encontró «{ $found }»
marks-version = versión { $version }: se esperaba de 1 a { $latest } (¿lo escribió un arbitro más reciente?)
marks-points = pregunta { $id }: puntos { $points }: se esperaba un múltiplo de 0,5
marks-step = pregunta { $id }: paso { $step }: se esperaba 0,5 o 1
marks-awarded-null = pregunta { $id }: awarded es null: se esperaba la puntuación de una respuesta calificada como { $outcome }
marks-awarded-bad = pregunta { $id }: awarded { $awarded }: { $problem }
marks-outcome-pending = pregunta { $id }: outcome es to-be-marked pero awarded es { $awarded }: se esperaba null
marks-expected-halves = se esperaba una puntuación de 0 a { $points }, en pasos de 0,5
marks-expected-whole = se esperaba una puntuación de 0 a { $points }, en puntos enteros (el esquema no tiene medios puntos)
marks-expected = se esperaba una puntuación de 0 a { $points }
marks-not-a-number = «{ $text }» no es un número
marks-arg-shape = --marks: «{ $entry }»: se esperaba ID=PUNTOS (el identificador o el número de la pregunta), p. ej. q12=1,5
marks-file-line = { $place }: se esperaba ID=PUNTOS (el identificador o el número de la pregunta y sus puntos); se encontró «{ $line }»
marks-no-question = { $place }: «{ $question }»: ninguna pregunta de los resultados tiene ese identificador o número
marks-twice = { $place }: la pregunta { $id } se da dos veces
marks-by-key = { $place }: la pregunta { $id } la calificó la clave ({ $outcome }, { $awarded } de { $points }); use --remark para darle otra puntuación
marks-already = { $place }: la pregunta { $id } ya está calificada ({ $awarded }, por { $marker }); use --remark para cambiarla
marks-bad = { $place }: pregunta { $id }: «{ $marks }»: { $problem }
marks-need-marker = --marks y --marks-file necesitan --marker NOMBRE
marks-no-marker = no se ha dado el nombre de quien corrige (use --marker NOMBRE)
