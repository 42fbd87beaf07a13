// the kernel is exempt
export const id = 1;
