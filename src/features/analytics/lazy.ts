/** What analytics fetches on demand: its runtime, once Statistics consent allows it (e2e/budget.spec.ts checks the name). */

export const loadAnalyticsRuntime = () => import(/* webpackChunkName: "analytics" */ "./analytics-runtime");
