// The one entry of the shop's browser code (load-shop-views.ts): what the shop's pages show, in one chunk
// that only these pages fetch. A module imported by two routes (or by a route and this chunk) is moved by
// the bundler into the code every page loads (vite.config.ts, 'shared'): other pages showing product cards
// take them from here (`useShopViews().ProductCard`, the chunk loaded by their loaders).
export { ProductCard } from './ProductCard.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { ProductSearchView } from './ProductSearchView.tsx';
export { ShopPageProducts } from './ShopPageProducts.tsx';
