// an ad-hoc folder in the module: neither a layout folder nor a capability
export const format = 1;
