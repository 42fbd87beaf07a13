export const listPosts = 1;
