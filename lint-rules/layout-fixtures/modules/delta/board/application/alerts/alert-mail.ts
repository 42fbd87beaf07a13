// an ad-hoc folder in a capability's application/
export const alertMail = 1;
