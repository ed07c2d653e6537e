// What the portal's apps import from react-router-dom, and nothing else. The webpack factory
// resolves `react-router-dom` to this file and shares it as the one router of the portal: a
// shared module is built whole, and the whole of react-router 7 (data routers, server
// rendering, route modules) is 60 KB gzip where these exports are about a third of it.
// federation.test.ts fails when an app imports a name missing here.
export { RouterProvider } from 'react-router/dom';
export {
  Link,
  Navigate,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  createBrowserRouter,
  createMemoryRouter,
  useBlocker,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
