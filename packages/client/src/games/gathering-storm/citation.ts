/**
 * How Gathering Storm cites its rulebook: numbered rules such as "24.82" or "10.91F", in brackets in the
 * engine's reasons ("[12.31]", "[4.14B, 25.32]") and in parentheses in the log ("(24.82)"). Each number in
 * such a bracket is a link; group 1 is its section (24 of 24.82, one of the rulebook's 34), the section's
 * key in the rules reference (`gathering-storm-rules`), so a rule opens the section that holds it.
 */
export const GS_CITATION = /(?<=[[(][^[\]()]*)\b([1-9]|[12]\d|3[0-4])\.\d+[A-Z]?(?=[^[\]()]*[\])])/g;
