/**
 * How Atlantic Chase cites its rulebook: the rulebook has one topic per numbered page and cross-refers by
 * page, so the log and the reasons cite "p.27" (or "p.49-54", linked at its first page). Group 1 is the
 * page, which is also the section's key in the rules reference (`atlantic-chase-rules`, one entry a page).
 */
export const CHASE_CITATION = /\bp\.\s?(\d+)/g;
