/** What the blog fetches on demand: the picture viewer, on the first press of a picture (e2e/budget.spec.ts checks the name). */
import { loadOnce } from "../../shared/on-demand/load-once";

export const loadImageViewer = loadOnce(() => import(/* webpackChunkName: "image-viewer" */ "./components/image-viewer"));
