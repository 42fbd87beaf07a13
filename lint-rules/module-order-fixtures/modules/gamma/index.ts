export const gamma = 'a module folder the order does not list';
