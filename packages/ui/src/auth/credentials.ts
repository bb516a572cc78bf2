/** A mainland China mobile number: 11 digits starting with 13–19 (contract §5 'mobile must be correct'). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
