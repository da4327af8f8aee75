export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
