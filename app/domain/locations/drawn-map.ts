/** A drawing is no street map (GAPS stand-ins, decision 030): it says so in its picture and its name. */
export const DRAWN_MAP_NOTE = "Drawn sketch, not a street map";
