// Imported first by server.ts and storefront.ts: React and React Router choose their production builds from NODE_ENV when
// they load, and the development build of React's server renderer is several times slower.
process.env.NODE_ENV ??= 'production';
