/**
 * The first stage of the overlay layer fetched ahead of need (composition-root.ts
 * OVERLAY_LAYER_STAGES): React Router's parts the layer uses, imported by name so the build keeps
 * only those. Importing the package's namespace instead (`import('react-router')`) kept all of it,
 * some 63 KB gzip loaded at every page's first idle moment.
 */
export {
  createHashRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
