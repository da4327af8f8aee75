/** Which request URLs are the API's (JSON answers, downloads), as opposed to the SPA's pages and files. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
