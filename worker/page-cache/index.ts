export { heldPagesFirst } from './held-pages';
export { hotPages, pageCache, purgePages } from './middleware';
export { pageCacheApi } from './purge-api';
export { webhooksApi } from './webhooks-api';
export { classifyPath } from './rules';
