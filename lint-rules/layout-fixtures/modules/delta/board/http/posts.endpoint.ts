export const postsEndpoint = 1;
