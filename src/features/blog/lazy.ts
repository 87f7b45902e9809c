/** What the blog fetches on demand: the picture viewer, on the first press of a picture (e2e/budget.spec.ts checks the name). */

export const loadImageViewer = () => import(/* webpackChunkName: "image-viewer" */ "./components/image-viewer");
