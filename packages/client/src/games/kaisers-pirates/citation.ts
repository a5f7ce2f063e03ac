/**
 * How The Kaiser's Pirates cites its rulebook: bracketed section numbers as the rulebook numbers them, one or
 * several ("[3.2.7.1]", "[5.2.3, 3.3.33]", a range "[2.1.1-2.1.5]", next to a ruling id "[3.3.17, A-16]").
 * Each number inside the brackets is a citation on its own; group 1 is its key in `kaisers-pirates-rules`.
 */
const ITEM = String.raw`(?:\d+(?:\.\d+)*|[A-Z]+-\d+)`;
const SEP = String.raw`(?:,\s*|-|–)`;

export const KP_CITATION = new RegExp(String.raw`(?<=\[(?:${ITEM}${SEP})*)(\d+(?:\.\d+)*)(?=(?:${SEP}${ITEM})*\])`, 'g');
