/** What pages, templates, the layout and other features may import from blog. */
export { ARTICLE_LAYOUTS, type ArticleLayoutName } from "./article-layouts";
export { blogWords } from "./blog-words";
export { Article, ARTICLE_WORDS } from "./components/article";
export { ArticleHead } from "./components/article-head";
export { AuthorBox, toAuthorBox } from "./components/author-box";
export { Pagination } from "./components/pagination";
export { PostCard, toPostSummary } from "./components/post-card";
export { PostGrid } from "./components/post-grid";
export { ShareLinks } from "./components/share-links";
