//! What every page shares: the layout (phone-friendly, no framework), the interface's words in
//! Spanish and English, Markdown of the bank rendered without raw HTML, and the HTTP shape of
//! a page or an error.
//!
//! Templates are [`maud`]: every value spliced into a page is HTML-escaped unless it is
//! explicitly wrapped in `PreEscaped`, which only [`markdown`] and [`crate::serve::board`]
//! (output built from escaped text) do.

use crate::quiz::Lang;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use maud::{DOCTYPE, Markup, PreEscaped, html};
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd, html as md_html};

const STYLE: &str = "
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;line-height:1.45;color:#1d2330;background:#f6f7f9}
header{background:#1f3b57;color:#fff;padding:.6em 1em;display:flex;flex-wrap:wrap;gap:.4em 1.2em;align-items:center}
header a{color:#fff;text-decoration:none}header .brand{font-weight:700;margin-right:auto}
main{max-width:52em;margin:0 auto;padding:1em}
.card{background:#fff;border:1px solid #d8dde6;border-radius:8px;padding:1em;margin:0 0 1em}
label{display:block;margin:.4em 0}input[type=text],input[type=number],input[type=password],textarea,select{font-size:1rem;padding:.45em;width:100%;max-width:32em;border:1px solid #b8c0cc;border-radius:5px}
textarea{min-height:7em}button,.button{font-size:1rem;padding:.5em 1.1em;border:0;border-radius:5px;background:#1f6feb;color:#fff;cursor:pointer;text-decoration:none;display:inline-block;margin:.2em .2em .2em 0}
button.secondary,.button.secondary{background:#6b7686}
.option{display:block;padding:.55em .6em;margin:.35em 0;border:1px solid #d8dde6;border-radius:6px;background:#fbfcfd}
.option input{margin-right:.5em;transform:scale(1.2)}
table{border-collapse:collapse;width:100%;margin:.5em 0}th,td{border-bottom:1px solid #e3e7ee;padding:.3em .45em;text-align:left;vertical-align:top}
.num{text-align:right}.ok{color:#137333;font-weight:600}.bad{color:#b3261e;font-weight:600}.partial{color:#8a5a00;font-weight:600}
.muted{color:#5f6b7a}.nav a{display:inline-block;min-width:2.2em;text-align:center;padding:.2em;margin:.1em;border:1px solid #c9d1dc;border-radius:4px;text-decoration:none;color:#1d2330}
.nav a.done{background:#d7ecdd}.nav a.skipped{background:#fbe3c2;border-style:dashed}.nav a.here{outline:2px solid #1f6feb}
ul.review{list-style:none;padding:0}ul.review li{padding:.35em .6em;margin:.25em 0;border:1px solid #d8dde6;border-radius:6px}
ul.review li.chosen{border-color:#1f6feb;border-width:2px}ul.review li.key{background:#e6f4ea}.tag{font-size:.85em;font-weight:600}
.tag.mine{color:#1f3b57}.tag.keytag{color:#137333}form.inline{display:inline}button.small{font-size:.85rem;padding:.25em .6em}
select{max-width:14em}
pre{background:#f0f2f5;padding:.6em;overflow-x:auto;font-size:.85rem}
.timer{font-variant-numeric:tabular-nums;font-weight:700}.board{max-width:22em;display:block;margin:.5em 0}
.error{background:#fdecea;border-color:#f5c2bd}.prewrap{white-space:pre-wrap}.notice{background:#e8f1fe;border-color:#b9d3fb}
@media print{header,.noprint{display:none}.script{page-break-after:always;break-after:page}body{background:#fff}
.card{border:0;break-inside:avoid;page-break-inside:avoid}ul.review li{break-inside:avoid}}
";

/// The interface's words: (key, Spanish, English). The bank's own texts come in both languages
/// from the bank; counts with a plural go through [`crate::quiz::i18n`] (Fluent).
pub const WORDS: &[(&str, &str, &str)] = &[
    ("candidate", "Candidato", "Candidate"),
    ("room", "Aula del seminario", "Seminar room"),
    ("desk", "Mesa del árbitro", "Arbiter's desk"),
    ("practice", "Práctica por temas", "Practice by topic"),
    ("progress_h", "Su progreso", "Your progress"),
    (
        "practice_help",
        "Una pregunta cada vez, con la corrección y la explicación al momento.",
        "One question at a time, with the marking and the explanation at once.",
    ),
    ("exam", "Examen cronometrado", "Timed exam"),
    (
        "exam_help",
        "Un examen del tipo elegido: sin corrección hasta el final; se aprueba con el 80 %.",
        "An exam of the kind chosen: no marking until the end; 80 % passes.",
    ),
    ("topics", "Temas (ninguno = todos)", "Topics (none = all)"),
    ("count", "Número de preguntas", "Number of questions"),
    ("blueprint", "Examen", "Exam"),
    ("minutes", "Minutos", "Minutes"),
    ("seed", "Número de examen (opcional)", "Paper number (optional)"),
    (
        "seed_help",
        "El mismo número da las mismas preguntas (para repetir un examen); vacío, un examen nuevo.",
        "The same number gives the same questions (to sit a paper again); empty, a new paper.",
    ),
    ("start", "Empezar", "Start"),
    ("join", "Entrar en un aula", "Join a room"),
    (
        "join_help",
        "Escriba el código que da el profesor y su nombre. Con el mismo nombre vuelve a su examen.",
        "Type the code your lecturer gives and your name. The same name takes you back to your paper.",
    ),
    ("code", "Código del aula", "Room code"),
    ("name", "Nombre", "Name"),
    ("question", "Pregunta", "Question"),
    ("of", "de", "of"),
    ("marks", "puntos", "marks"),
    ("answer", "Responder", "Answer"),
    ("skip", "Saltar", "Skip"),
    ("next", "Siguiente", "Next"),
    ("finish", "Entregar el examen", "Hand in the paper"),
    (
        "finish_confirm",
        "Entregar: después no se pueden cambiar las respuestas.",
        "Hand in: answers cannot be changed afterwards.",
    ),
    ("time_left", "Tiempo restante", "Time left"),
    ("time_up", "Se acabó el tiempo: esta respuesta no se acepta.", "Time is up: this answer was not accepted."),
    (
        "handed_in",
        "El examen está entregado: no se aceptan más respuestas.",
        "The paper is handed in: no more answers are accepted.",
    ),
    ("saved", "Respuesta guardada.", "Answer saved."),
    ("your_answer", "Su respuesta", "Your answer"),
    ("no_answer", "(sin respuesta)", "(no answer)"),
    ("model", "Respuesta modelo", "Model answer"),
    ("explanation", "Explicación", "Explanation"),
    ("marking", "Criterio de corrección", "Marking scheme"),
    ("refs", "Artículos", "Articles"),
    ("correct", "Correcto", "Correct"),
    ("wrong", "Incorrecto", "Wrong"),
    ("partial", "Parcialmente correcto", "Partially correct"),
    ("skipped", "Saltada", "Skipped"),
    ("pending", "Pendiente de corrección", "Awaiting marking"),
    ("score", "Puntuación", "Score"),
    ("pass", "APROBADO", "PASS"),
    ("fail", "NO APROBADO", "FAIL"),
    ("pass_mark", "nota para aprobar", "pass mark"),
    ("results", "Resultados", "Results"),
    ("self_mark", "Puntos que se concede", "Marks you award yourself"),
    ("give_marks", "Puntuar", "Award"),
    (
        "received",
        "Examen entregado. Sus respuestas están guardadas; el profesor publicará la nota.",
        "Paper handed in. Your answers are saved; your lecturer will give the results.",
    ),
    ("answered", "respondidas", "answered"),
    ("white", "Juegan las blancas", "White to move"),
    ("black", "Juegan las negras", "Black to move"),
    ("hint_multiple", "Marque todas las correctas.", "Tick every correct option."),
    ("hint_numeric", "Un número (coma o punto decimal).", "A number (decimal comma or point)."),
    (
        "hint_pairing",
        "Emparejamientos blancas-negras, p. ej. 7-29 26-16; 5-0 para el bye.",
        "Boards white-black, e.g. 7-29 26-16; 5-0 for the bye.",
    ),
    ("again", "Otra sesión", "Another session"),
    ("not_found", "No existe.", "Not found."),
    (
        "err_form",
        "El formulario llegó incompleto o con datos que no se pueden leer; vuelva a la página y envíelo de nuevo.",
        "The form arrived incomplete or with data that cannot be read; go back to the page and send it again.",
    ),
    ("err_method", "Esta dirección no admite esta petición.", "This address does not take this kind of request."),
    ("err_too_long", "La petición es demasiado larga.", "The request is too long."),
    ("err_server", "Error del servidor; vuelva a intentarlo.", "A server error; try again."),
    ("no_session", "No existe esta sesión.", "There is no such session."),
    (
        "csrf_refused",
        "La clave de seguridad del formulario falta o está caducada. Vuelva a cargar la página e inténtelo de nuevo.",
        "The form's security token is missing or stale. Reload the page and try again.",
    ),
    ("status_400", "Petición incorrecta", "Bad request"),
    ("status_403", "Acceso denegado", "Forbidden"),
    ("status_404", "No encontrado", "Not found"),
    ("status_409", "Ya no se admite", "No longer accepted"),
    ("status_413", "Demasiado largo", "Too long"),
    ("status_422", "Respuesta no aceptada", "Answer not accepted"),
    ("status_429", "Demasiados intentos", "Too many attempts"),
    ("status_503", "Servidor ocupado", "Server busy"),
    ("status_other", "Error", "Error"),
    ("host_missing", "Petición incorrecta: falta la cabecera Host.", "Bad request: no Host header."),
    (
        "host_repeated",
        "Petición incorrecta: la cabecera Host aparece más de una vez.",
        "Bad request: the Host header is given more than once.",
    ),
    (
        "host_target",
        "Petición incorrecta: la dirección pedida nombra otro servidor que la cabecera Host:",
        "Bad request: the address asked for names another server than the Host header:",
    ),
    ("host_foreign", "Este servidor no responde al nombre", "This server does not answer to the host name"),
    ("host_answers", "Responde a", "It answers to"),
    (
        "host_allow",
        "arránquelo con --allow-host NOMBRE para añadir un nombre.",
        "start it with --allow-host NAME to add a name.",
    ),
    ("practice_name", "Su nombre (opcional)", "Your name (optional)"),
    (
        "practice_name_help",
        "Con su nombre, las preguntas que tocan repasar hoy salen primero (repetición espaciada, como en la línea de órdenes) y cada respuesta queda guardada. Sin nombre practica de forma anónima: no se guarda ningún progreso.",
        "With your name, the questions due for repetition today come first (spaced repetition, as on the command line) and every answer is kept. Without a name you practise anonymously: no progress is kept.",
    ),
    ("show_progress", "Ver mi progreso", "Show my progress"),
    ("progress_of", "Progreso de", "Progress of"),
    ("due_today", "preguntas para repasar hoy", "questions due for repetition today"),
    ("no_progress", "Aún no hay respuestas guardadas con este nombre.", "No answers kept under this name yet."),
    ("topic", "Tema", "Topic"),
    ("questions", "Preguntas", "Questions"),
    ("answers", "Respuestas", "Answers"),
    ("accuracy", "Aciertos", "Right"),
    ("due", "Para repasar", "Due"),
    ("progress_kept", "Progreso guardado para", "Progress kept for"),
    ("anonymous", "Práctica anónima: no se guarda ningún progreso.", "Anonymous practice: no progress is kept."),
    // Seminar room: joining, papers and re-entry codes.
    ("reentry", "Código de reentrada", "Re-entry code"),
    ("reentry_help", "para abrir este examen en otro dispositivo", "to open this paper on another device"),
    (
        "name_taken",
        "Ya hay un examen con este nombre en el aula (los nombres se comparan sin mayúsculas ni acentos).",
        "A paper under this name is already in this room (names are compared regardless of case and accents).",
    ),
    (
        "name_taken_help",
        "Si es suyo, escriba su código de reentrada, que aparece en su examen; el profesor puede darle uno nuevo. Si es otro candidato con el mismo nombre, añada su segundo apellido o su FIDE ID.",
        "If it is yours, type its re-entry code, shown on your paper; your lecturer can give you a new one. If you are another candidate with the same name, add your second surname or your FIDE ID.",
    ),
    (
        "lookalikes",
        "Estos nombres se ven iguales en pantalla pero están escritos con letras de otro alfabeto: compruebe si son la misma persona (y una los exámenes) o dos.",
        "These names look the same on a screen but are written with letters of another alphabet: check whether they are one person (and merge the papers) or two.",
    ),
    ("wrong_code", "Código de reentrada incorrecto.", "Wrong re-entry code."),
    (
        "too_many",
        "Demasiados intentos fallidos; vuelva a intentarlo dentro de",
        "Too many wrong attempts; try again in",
    ),
    (
        "not_your_paper",
        "Este examen se abre en el navegador con el que se entró en el aula, o en «Entrar en un aula» con su nombre y su código de reentrada.",
        "This paper opens in the browser that joined the room, or at “Join a room” with its name and re-entry code.",
    ),
    ("room_closed", "Esta aula está cerrada.", "This room is closed."),
    ("no_room", "Ningún aula tiene este código.", "No room has this code."),
    ("give_name", "Escriba su nombre (60 caracteres como máximo).", "Give your name (at most 60 characters)."),
    ("was_skipped", "Saltó esta pregunta: sigue sin responder.", "You skipped this question: it is still unanswered."),
    ("unanswered_list", "Sin responder:", "Not answered:"),
    ("finish_q", "¿Entregar el examen?", "Hand the paper in?"),
    ("chosen", "su respuesta", "your answer"),
    ("key", "clave", "key"),
    ("not_yours_to_mark", "Esta respuesta no la puntúa usted ahora.", "This answer is not yours to mark now."),
    ("unknown_blueprint", "Tipo de examen desconocido.", "Unknown kind of exam."),
    ("cannot_fill", "El banco no tiene preguntas para completar el examen:", "The bank cannot fill the exam:"),
    ("no_match", "Ninguna pregunta cumple los filtros.", "No question matches the filters."),
    ("err_choose", "Elija una opción.", "Choose an option."),
    ("err_tick", "Marque al menos una opción.", "Tick at least one option."),
    ("err_write", "Escriba una respuesta, o sáltela.", "Write an answer, or skip."),
    (
        "err_long",
        "La respuesta es demasiado larga (20 000 caracteres como máximo).",
        "The answer is too long (at most 20,000 characters).",
    ),
    ("err_unreadable", "No se puede leer la respuesta", "The answer cannot be read"),
    // Practice under a name.
    ("practice_code", "Código de práctica", "Practice code"),
    (
        "practice_code_optional",
        "Código de práctica (solo para seguir en otro dispositivo)",
        "Practice code (only to go on from another device)",
    ),
    (
        "practice_code_help",
        "para ver o seguir este progreso en otro dispositivo",
        "to see or go on with this progress on another device",
    ),
    (
        "practice_locked",
        "El progreso de este nombre se guarda con un código de práctica: escríbalo para verlo o seguir practicando.",
        "The progress under this name is kept with a practice code: type it to see it or practise on.",
    ),
    ("wrong_practice_code", "Código de práctica incorrecto.", "Wrong practice code."),
    // The lecturer's pages.
    (
        "lecturer_only",
        "Esta página es del profesor: entre con la clave del profesor en «Aula del seminario».",
        "This page is the lecturer's: log in with the lecturer token at “Seminar room”.",
    ),
    ("lecturer_token", "Clave del profesor", "Lecturer token"),
    ("wrong_token", "Clave del profesor incorrecta.", "Wrong lecturer token."),
    ("log_in", "Entrar", "Log in"),
    ("open_room_h", "Abrir un aula", "Open a room"),
    ("minutes_placeholder", "los del plan", "blueprint's"),
    ("paper_lang", "Idioma del examen", "Language of the paper"),
    ("open_room_button", "Abrir el aula", "Open the room"),
    ("rooms", "Aulas", "Rooms"),
    ("code_col", "código", "code"),
    ("opened_utc", "abierta (UTC)", "opened (UTC)"),
    ("state", "estado", "state"),
    ("closed", "cerrada", "closed"),
    ("open_state", "abierta", "open"),
    ("candidates_open", "Los candidatos abren", "Candidates open"),
    ("and_type", "y escriben el código", "and type the code"),
    (
        "loopback_only",
        "Este servidor solo se alcanza desde este ordenador. Para que los candidatos entren desde sus dispositivos, arránquelo con --listen 0.0.0.0 (las páginas del profesor piden entonces la clave del profesor) y deles la dirección de este ordenador en la red, p. ej. http://192.168.1.5:8080/join.",
        "This server is reachable from this machine only. For candidates to join from their own devices, start it with --listen 0.0.0.0 (the lecturer's pages then need the lecturer token) and give them this machine's address on the network, e.g. http://192.168.1.5:8080/join.",
    ),
    ("refreshes", "Esta página se actualiza cada 30 s.", "This page refreshes itself every 30 s."),
    ("no_answers_yet", "Aún no hay respuestas.", "No answers yet."),
    ("seed_word", "semilla", "seed"),
    ("questions_word", "preguntas", "questions"),
    ("opened", "abierta el", "opened"),
    ("candidates", "Candidatos", "Candidates"),
    ("writing", "escribiendo", "writing"),
    ("mark_open", "Corregir respuestas abiertas", "Mark open answers"),
    ("results_csv", "Resultados (CSV)", "Results (CSV)"),
    ("scripts_print", "Exámenes (para imprimir)", "Scripts (printable)"),
    ("close_room", "Cerrar el aula (entregar todos los exámenes)", "Close the room (hand every paper in)"),
    (
        "close_confirm",
        "¿Cerrar el aula? Se entregan todos los exámenes y no se aceptan más respuestas.",
        "Close the room? Every paper is handed in and no more answers are accepted.",
    ),
    ("item_analysis", "Análisis de las preguntas", "Item analysis"),
    ("no_candidate", "Aún no hay candidatos.", "No candidate yet."),
    ("kind", "tipo", "kind"),
    ("kind_single", "una opción", "single choice"),
    ("kind_multiple", "varias opciones", "multiple choice"),
    ("kind_numeric", "numérica", "numeric"),
    ("kind_open", "abierta", "open"),
    ("kind_pairing", "emparejamientos", "pairing"),
    ("facility", "facilidad", "facility"),
    ("discrimination", "discriminación", "discrimination"),
    (
        "analysis_help",
        "Facilidad: media de la parte de los puntos obtenida. Discriminación: facilidad del 27 % mejor menos la del 27 % peor (por total). Las respuestas pendientes de corrección cuentan 0.",
        "Facility: mean share of the marks. Discrimination: facility of the best 27 % minus that of the worst 27 % (by total). Answers awaiting marking count as 0.",
    ),
    ("marking_title", "Corrección", "Marking"),
    ("marked_notice", "Puntuación guardada:", "Marks saved:"),
    ("nothing_to_mark", "No hay respuestas por corregir.", "No answer awaits marking."),
    ("no_candidate_room", "Ese candidato no está en esta aula.", "No such candidate in this room."),
    ("no_question", "No existe esa pregunta.", "No such question."),
    (
        "print_help",
        "Imprima esta página (Ctrl+P) o guárdela como PDF: cada candidato empieza en una página nueva.",
        "Print this page (Ctrl+P) or save it as PDF: each candidate starts on a new page.",
    ),
    ("scripts", "Exámenes", "Scripts"),
    ("paper_actions", "Acciones", "Actions"),
    ("remove", "Quitar", "Remove"),
    (
        "remove_confirm",
        "— ¿quitar este examen y sus respuestas? No se puede deshacer.",
        "— remove this paper and its answers? This cannot be undone.",
    ),
    ("merge_into", "Unir con", "Merge into"),
    (
        "merge_confirm",
        "¿Unir estos dos exámenes? Las respuestas que falten en el elegido se copian de este, y este se quita.",
        "Merge these two papers? The answers the chosen one lacks are copied from this one, and this one is removed.",
    ),
    ("reissue", "Nuevo código de reentrada", "New re-entry code"),
    ("reissued", "Nuevo código de reentrada de", "New re-entry code for"),
    (
        "reissued_help",
        "El candidato lo escribe en «Entrar en un aula» con su nombre; el navegador que tenía el examen ya no lo abre.",
        "The candidate types it at “Join a room” with the name; the browser that held the paper no longer opens it.",
    ),
    ("back_room", "Volver al aula", "Back to the room"),
    // The arbiter's desk.
    ("desk_trf", "TRF (TRF16 o TRF-2026; como máximo", "TRF (TRF16 or TRF-2026; at most"),
    (
        "desk_next",
        "Ronda siguiente propuesta (opcional): una lista de emparejamientos, «blancas negras» por línea, «NI 0» para el bye",
        "Proposed next round (optional): a pair list, 'white black' per line, 'TPN 0' for the pairing-allocated bye",
    ),
    ("desk_check", "Comprobar", "Check"),
    ("desk_file", "Archivo", "File"),
    ("desk_unreadable", "El archivo no se puede leer", "The file cannot be read"),
    (
        "desk_inconsistent",
        "Los datos del archivo no son coherentes; sus emparejamientos no se pueden comprobar",
        "The file's own data is inconsistent; its pairings cannot be checked",
    ),
    ("desk_acceleration", "Aceleración", "Acceleration"),
    (
        "desk_consistent",
        "Todas las rondas comprobadas coinciden con el emparejamiento de arbitro.",
        "Every round checked is consistent with arbitro's pairing.",
    ),
    ("desk_differences", "Hay diferencias: vea las rondas más abajo.", "Differences found: see the rounds below."),
    ("desk_proposed", "Ronda propuesta", "Proposed round"),
    ("desk_checklist", "Lista de comprobación antes de la ronda", "Check-list before round"),
    ("desk_standings", "Clasificación tras la ronda", "Standings after round"),
    ("desk_round", "ronda", "round"),
    ("desk_verdict", "veredicto", "verdict"),
    ("desk_rules", "Reglas", "Rules"),
    ("desk_tiebreaks", "Desempates", "Tie-breaks"),
    ("desk_file_col", "archivo", "file"),
    ("desk_board", "tablero", "board"),
    ("desk_same_boards", "tableros iguales en ambos", "boards the same in both"),
    ("desk_pts", "ptos.", "pts"),
    ("desk_pairlist", "lista de emparejamientos", "pair list"),
    ("desk_not_in", "no está en el torneo", "is not in the tournament"),
    ("desk_player", "el jugador", "player"),
    ("desk_no_file", "No se ha subido ningún archivo TRF.", "No TRF file was uploaded."),
    ("desk_too_big", "El archivo supera el límite de", "The file is larger than the limit of"),
    (
        "desk_cut",
        "La subida llegó incompleta (el archivo no llegó entero); vuelva a enviarlo.",
        "The upload arrived cut short (the file did not arrive whole); send it again.",
    ),
    (
        "desk_busy",
        "La mesa está comprobando el máximo de archivos a la vez; vuelva a enviar el suyo dentro de",
        "The desk is checking as many files at once as it may; send yours again in",
    ),
    ("desk_failed", "La comprobación falló inesperadamente.", "The check failed unexpectedly."),
    (
        "desk_round_beyond",
        "La ronda propuesta está más allá de las rondas del archivo:",
        "The proposed round is beyond the file's rounds:",
    ),
    ("desk_standings_consistent", "Puestos y puntos coherentes.", "Ranks and points consistent."),
    ("desk_rank", "puesto", "rank"),
    ("desk_rank_file", "puesto en el archivo", "rank in the file"),
    ("desk_pairing_arbitro", "emparejamiento de arbitro", "arbitro's pairing"),
    ("desk_pairing_file", "emparejamiento del archivo", "the file's pairing"),
    (
        "desk_standings_legend",
        "puesto: el que dan los resultados y los desempates; puesto en el archivo: el del registro 001; ptos.: los puntos de los resultados; después, los desempates del archivo, en su orden (códigos de C.07).",
        "rank: as the results and the tie-breaks give it; rank in the file: its record 001's; pts: the points of the results; then the file's tie-breaks, in their order (C.07 codes).",
    ),
    ("desk_round_robin", "Round robin", "Round-robin"),
    ("desk_rr_consistent", "Todas las rondas siguen la tabla de Berger.", "Every round follows the Berger table."),
    (
        "desk_rr_departures",
        "Hay desvíos de la tabla de Berger: vea las rondas más abajo.",
        "Departures from the Berger table: see the rounds below.",
    ),
    ("desk_rr_next", "según la tabla", "by the table"),
    ("desk_round_cap", "Ronda", "Round"),
    (
        "desk_house_consistent",
        "Todas las rondas coinciden con el emparejamiento del texto del sistema.",
        "Every round is consistent with the pairing of the system's text.",
    ),
    ("desk_house_complies", "coincide con el texto", "consistent with the text"),
    ("desk_house_unchecked", "no se puede comprobar", "cannot be checked"),
    ("desk_house_next", "según el texto", "by the text"),
    ("desk_system", "Sistema de emparejamiento", "Pairing system"),
    ("desk_system_file", "el del archivo (registro 192, fechas)", "the file's (record 192, dates)"),
    ("desk_system_chosen", "elegido en la mesa:", "chosen at the desk:"),
    ("desk_system_unknown", "Sistema de emparejamiento desconocido", "Unknown pairing system"),
    ("desk_system_known", "los conocidos", "known ones"),
    (
        "desk_system_refused",
        "El registro 192 nombra una edición que arbitro no aplica",
        "Record 192 names an edition arbitro does not apply",
    ),
];

/// The interface's word `key` in `lang` (empty for an unknown key: a test checks every key used).
#[must_use]
pub fn t(lang: Lang, key: &str) -> &'static str {
    WORDS.iter().find(|(k, _, _)| *k == key).map_or("", |(_, es, en)| if lang == Lang::Es { es } else { en })
}

/// The language of `?lang=` or the browser's `Accept-Language`, read as the ordered list it
/// is: the first of Spanish and English by quality (`q=`), ties in the order written
/// (`fr-FR,es;q=0.8` → Spanish); English when neither is named.
#[must_use]
pub fn lang_of(query: Option<&str>, accept: Option<&str>) -> Lang {
    match query {
        Some("es") => Lang::Es,
        Some("en") => Lang::En,
        _ => accept.and_then(preferred).unwrap_or(Lang::En),
    }
}

/// The first of Spanish and English in an `Accept-Language` list, by quality then order.
fn preferred(accept: &str) -> Option<Lang> {
    let mut best: Option<(f64, usize, Lang)> = None;
    for (i, item) in accept.split(',').enumerate() {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or("").trim().to_ascii_lowercase();
        let q = parts
            .filter_map(|p| p.trim().strip_prefix("q=").and_then(|v| v.trim().parse::<f64>().ok()))
            .next()
            .unwrap_or(1.0);
        let primary = tag.split('-').next().unwrap_or("");
        let lang = match primary {
            "es" => Lang::Es,
            "en" => Lang::En,
            _ => continue,
        };
        if q > 0.0 && best.is_none_or(|(bq, bi, _)| q > bq || (q == bq && i < bi)) {
            best = Some((q, i, lang));
        }
    }
    best.map(|(_, _, l)| l)
}

/// A language from its code as stored (`es`, else English).
#[must_use]
pub fn lang_code(code: &str) -> Lang {
    if code == "es" { Lang::Es } else { Lang::En }
}

/// How a page is framed: whether it is one of the lecturer's or the arbiter's (the header then
/// links the seminar room; a candidate's page never does), and whether it reloads itself every
/// so many seconds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Frame {
    /// A lecturer's or the arbiter's page.
    pub staff: bool,
    /// Reload every so many seconds (unless a form on it is being filled).
    pub refresh: Option<u32>,
}

/// The page around `body`, a candidate's page.
#[must_use]
pub fn layout(title: &str, lang: Lang, body: Markup) -> Markup {
    layout_in(title, lang, body, Frame::default())
}

/// The page around `body`, framed as `frame` says.
#[must_use]
pub fn layout_in(title: &str, lang: Lang, body: Markup, frame: Frame) -> Markup {
    let other = if lang == Lang::Es { ("en", "English") } else { ("es", "Español") };
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " — arbitro" }
                link rel="stylesheet" href=(STYLE_PATH);
            }
            body data-refresh=[frame.refresh] {
                header {
                    a.brand href={ "/?lang=" (lang.code()) } { "arbitro" }
                    a href={ "/?lang=" (lang.code()) } { (t(lang, "candidate")) }
                    a href={ "/join?lang=" (lang.code()) } { (t(lang, "join")) }
                    @if frame.staff { a href={ "/lecturer?lang=" (lang.code()) } { (t(lang, "room")) } }
                    a href={ "/desk?lang=" (lang.code()) } { (t(lang, "desk")) }
                    a href={ "?lang=" (other.0) } id="lang-link" { (other.1) }
                }
                main { (body) }
                script src=(SCRIPT_PATH) {}
            }
        }
    }
}

/// A candidate's page as a response.
#[must_use]
pub fn page(title: &str, lang: Lang, body: Markup) -> Response {
    Html(inert(layout(title, lang, body))).into_response()
}

/// A page framed as `frame` says, as a response.
#[must_use]
pub fn page_in(title: &str, lang: Lang, body: Markup, frame: Frame) -> Response {
    Html(inert(layout_in(title, lang, body, frame))).into_response()
}

/// A lecturer's or the arbiter's page as a response (its header links the seminar room).
#[must_use]
pub fn staff_page(title: &str, lang: Lang, body: Markup) -> Response {
    page_in(title, lang, body, Frame { staff: true, refresh: None })
}

/// The language of a request before any handler reads it: `?lang=`, else `--lang`, else the
/// browser's `Accept-Language` ([`lang_of`]).
#[must_use]
pub fn request_lang_of(default: Option<Lang>, query: Option<&str>, headers: &axum::http::HeaderMap) -> Lang {
    let asked = query.and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("lang="))).filter(|l| !l.is_empty());
    match (asked, default) {
        (None, Some(l)) => l,
        (asked, _) => lang_of(asked, headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok())),
    }
}

/// The middleware giving the framework's own refusals (an address that is no page, a method an
/// address does not take, a form body that cannot be read, a body over the limit) an error
/// page in the request's language instead of the framework's bare English text. A response
/// that is already a page passes untouched.
pub async fn framework_errors(
    axum::extract::State(default): axum::extract::State<Option<Lang>>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let lang = request_lang_of(default, req.uri().query(), req.headers());
    let resp = next.run(req).await;
    let status = resp.status();
    let is_page = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|c| c.starts_with("text/html") || c.starts_with("text/csv"));
    if is_page || !(status.is_client_error() || status.is_server_error()) {
        return resp;
    }
    let key = match status.as_u16() {
        404 => "not_found",
        405 => "err_method",
        413 => "err_too_long",
        400..=499 => "err_form",
        _ => "err_server",
    };
    let mut page = error(status, lang, t(lang, key));
    for name in [header::ALLOW, header::RETRY_AFTER, header::SET_COOKIE] {
        for v in resp.headers().get_all(&name) {
            page.headers_mut().append(name.clone(), v.clone());
        }
    }
    page
}

/// A reference to an article as the page's language writes it ([`crate::quiz::refs::Ref::say`]).
#[must_use]
pub fn reference(lang: Lang, r: &crate::quiz::refs::Ref) -> String {
    r.say(lang)
}

/// A page's HTML without bidirectional controls ([`crate::core::bidi`]): no name, file or
/// answer on any page can reorder the text after it; the page's own words have none.
#[must_use]
pub fn inert(html: Markup) -> String {
    let s = html.into_string();
    match crate::core::bidi::inert(&s) {
        std::borrow::Cow::Borrowed(_) => s,
        std::borrow::Cow::Owned(o) => o,
    }
}

/// An error page with `status`, its title and message in `lang`.
#[must_use]
pub fn error(status: StatusCode, lang: Lang, message: &str) -> Response {
    let body =
        html! { div.card.error { p id="error" { (message) } p { a href={ "/?lang=" (lang.code()) } { "arbitro" } } } };
    (status, Html(inert(layout(status_title(lang, status), lang, body)))).into_response()
}

/// "Too many wrong attempts; try again in N s" (429, with `Retry-After`).
#[must_use]
pub fn too_many(lang: Lang, wait: i64) -> Response {
    let mut r = error(StatusCode::TOO_MANY_REQUESTS, lang, &format!("{} {wait} s.", t(lang, "too_many")));
    if let Ok(v) = axum::http::HeaderValue::from_str(&wait.to_string()) {
        r.headers_mut().insert(axum::http::header::RETRY_AFTER, v);
    }
    r
}

/// "The desk is busy; send it again in N s" (503, with `Retry-After`): every check slot is
/// taken.
#[must_use]
pub fn busy(lang: Lang, wait: u64) -> Response {
    let mut r = error(StatusCode::SERVICE_UNAVAILABLE, lang, &format!("{} {wait} s.", t(lang, "desk_busy")));
    if let Ok(v) = axum::http::HeaderValue::from_str(&wait.to_string()) {
        r.headers_mut().insert(axum::http::header::RETRY_AFTER, v);
    }
    r
}

/// The title of an error page: the status in the page's language.
#[must_use]
pub fn status_title(lang: Lang, status: StatusCode) -> &'static str {
    let key = match status.as_u16() {
        400 => "status_400",
        403 => "status_403",
        404 => "status_404",
        409 => "status_409",
        413 => "status_413",
        422 => "status_422",
        429 => "status_429",
        503 => "status_503",
        _ => "status_other",
    };
    t(lang, key)
}

/// Whether a link of the bank's Markdown may stay a link: `http:`, `https:`, `mailto:` or a
/// path on this server; never `javascript:`, `data:` or any other scheme.
fn safe_link(url: &str) -> bool {
    let u = url.trim().to_ascii_lowercase();
    match u.find(':') {
        None => true,
        Some(colon) => {
            u.starts_with("http://")
                || u.starts_with("https://")
                || u.starts_with("mailto:")
                || u[..colon].contains(['/', '?', '#'])
        }
    }
}

/// Markdown of the bank (the operator's question texts) as HTML. Only the bank's own text
/// comes here: text from a file or a form (names, clubs, uploaded reports) is never read as
/// Markdown. Even so, raw HTML in the text is shown as text, never passed through; an image is
/// shown as its description (the page fetches nothing a text names); a link goes only to
/// `http(s):`, `mailto:` or this server, never runs script.
#[must_use]
pub fn markdown(md: &str) -> Markup {
    let mut links: Vec<bool> = Vec::new();
    let mut images = 0usize;
    let events = Parser::new_ext(md, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH).filter_map(|e| match e {
        Event::Html(s) | Event::InlineHtml(s) => Some(Event::Text(s)),
        Event::Start(Tag::Image { .. }) => {
            images += 1;
            None
        }
        Event::End(TagEnd::Image) => {
            images = images.saturating_sub(1);
            None
        }
        Event::Start(Tag::Link { ref dest_url, .. }) => {
            let keep = images == 0 && safe_link(dest_url);
            links.push(keep);
            keep.then_some(e)
        }
        Event::End(TagEnd::Link) => links.pop().unwrap_or(false).then_some(e),
        other => Some(other),
    });
    let mut out = String::new();
    md_html::push_html(&mut out, events);
    PreEscaped(out)
}

/// Where the stylesheet is served.
pub const STYLE_PATH: &str = "/assets/arbitro.css";

/// Where the script is served (no page has inline script: the CSP allows only this file).
pub const SCRIPT_PATH: &str = "/assets/arbitro.js";

/// The pages' one script. Asks before a form marked `data-confirm` is sent (handing a paper in,
/// closing a room, removing a paper): one tap on a phone must not do what cannot be undone.
/// Runs an exam's clock (`#timer`, seconds left in `data-left`): at zero the page sends what is
/// typed on it (a time-out answer, saved and the paper handed in), or hands the paper in when
/// nothing is typed. Reloads a page marked `data-refresh` (seconds) unless a form on it is
/// being filled.
const SCRIPT: &str = "document.addEventListener('submit',function(e){var f=e.target;\
if(f&&f.dataset&&f.dataset.confirm&&!window.confirm(f.dataset.confirm)){e.preventDefault()}},true);\
(function(){var e=document.getElementById('timer');if(!e)return;var s=+e.dataset.left,t0=Date.now(),done=false;\
function f(n){return(n<10?'0':'')+n}\
function typed(a){if(!a)return false;var i=a.querySelectorAll('input,textarea');for(var k=0;k<i.length;k++){var x=i[k];\
if((x.type==='radio'||x.type==='checkbox')?x.checked:(x.type!=='hidden'&&x.value.trim()!==''))return true}return false}\
function tick(){var l=Math.max(0,s-Math.floor((Date.now()-t0)/1000));\
e.textContent=Math.floor(l/3600)+':'+f(Math.floor(l/60)%60)+':'+f(l%60);\
if(l===0&&!done){done=true;var a=document.getElementById('answer-form'),h=document.getElementById('finish-form');\
if(typed(a)){var t=document.createElement('input');t.type='hidden';t.name='timeout';t.value='1';a.appendChild(t);a.submit()}\
else if(h){h.submit()}}}tick();setInterval(tick,500)})();\
(function(){var r=document.body&&document.body.dataset.refresh;if(!r)return;var busy=false;\
document.addEventListener('input',function(){busy=true});document.addEventListener('focusin',function(){busy=true});\
setInterval(function(){if(!busy&&!document.querySelector('details[open]'))location.reload()},Math.max(5,+r)*1000)})();";

/// `GET /assets/arbitro.css`.
pub async fn style() -> Response {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8"), (header::CACHE_CONTROL, "max-age=3600")], STYLE)
        .into_response()
}

/// `GET /assets/arbitro.js`.
pub async fn script() -> Response {
    ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8"), (header::CACHE_CONTROL, "max-age=3600")], SCRIPT)
        .into_response()
}

/// The Content Security Policy of every response: nothing from elsewhere, no inline script,
/// forms posted only here, and never inside a frame (clickjacking).
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// The middleware adding the security headers to every response, refusals and errors included:
/// no framing (`X-Frame-Options` and the CSP's `frame-ancestors`), the CSP, no MIME sniffing,
/// and the `Referer` kept to this server.
pub async fn security_headers(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let mut resp = next.run(req).await;
    let h = resp.headers_mut();
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    resp
}

/// A moment as `YYYY-MM-DD HH:MM` UTC.
#[must_use]
pub fn when(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    // Civil from days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02}", rest / 3600, (rest / 60) % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_html_in_markdown_is_shown_as_text() {
        let h = markdown("**bold** <script>alert(1)</script> <b onclick=x>").into_string();
        assert!(h.contains("<strong>bold</strong>"), "{h}");
        assert!(!h.contains("<script>") && h.contains("&lt;script&gt;"), "{h}");
        assert!(!h.contains("<b onclick"), "{h}");
    }

    #[test]
    fn markdown_runs_no_script_and_fetches_nothing() {
        let h = markdown("[c](javascript:alert(7)) ![i](http://127.0.0.1:9/b) [ok](https://fide.com) [p](/join)")
            .into_string();
        assert!(!h.contains("javascript") && h.contains('c'), "the link is its text: {h}");
        assert!(!h.contains("<img") && h.contains('i'), "the image is its description: {h}");
        assert!(h.contains("<a href=\"https://fide.com\">ok</a>") && h.contains("<a href=\"/join\">p</a>"), "{h}");
        assert!(!safe_link("JavaScript:x") && !safe_link("data:text/html,x") && safe_link("a/b:c") && safe_link("#x"));
    }

    #[test]
    fn every_word_has_both_languages_and_a_key_once() {
        let mut keys: Vec<&str> = WORDS.iter().map(|w| w.0).collect();
        keys.sort_unstable();
        let n = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), n, "a key twice");
        for (k, es, en) in WORDS {
            assert!(!es.is_empty() && !en.is_empty(), "{k}");
        }
    }

    #[test]
    fn values_in_templates_are_escaped() {
        let name = "<img src=x onerror=alert(1)>";
        let h = layout(name, Lang::En, html! { p { (name) } }).into_string();
        assert!(!h.contains("<img"), "{h}");
        assert!(h.contains("&lt;img src=x onerror=alert(1)&gt;"), "{h}");
    }

    #[test]
    fn chooses_the_language() {
        assert_eq!(lang_of(Some("es"), Some("en-GB")), Lang::Es);
        assert_eq!(lang_of(None, Some("es-ES,es;q=0.9")), Lang::Es);
        assert_eq!(lang_of(None, None), Lang::En);
        assert_eq!(lang_of(None, Some("fr-FR,es;q=0.8")), Lang::Es, "the first known language in the list");
        assert_eq!(lang_of(None, Some("fr-FR,en;q=0.5,es;q=0.8")), Lang::Es, "by quality");
        assert_eq!(lang_of(None, Some("es;q=0,en")), Lang::En, "q=0: not wanted");
        assert_eq!(lang_of(None, Some("de, en-GB, es")), Lang::En, "ties in the order written");
        assert_eq!(t(Lang::Es, "skip"), "Saltar");
    }

    #[test]
    fn dates_are_utc() {
        assert_eq!(when(0), "1970-01-01 00:00");
        assert_eq!(when(1_795_000_000), "2026-11-18 11:06");
    }
}
