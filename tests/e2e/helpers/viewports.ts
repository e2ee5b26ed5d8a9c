/** The two screens every browser test checks: a phone and a desktop. */
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };
