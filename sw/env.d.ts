/** Set by the worker's build from the route descriptions: `/offline/index.html`. */
declare const __OFFLINE_PAGE__: string;
