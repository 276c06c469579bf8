import { useEffect, useRef } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '@ember/api-client';
import { loginPathFrom } from '@ember/member-rules';
import { type AppStore, setSuspendedHandler, setUnauthorizedHandler, store as appStore } from './store';

/** Spec 1 §2.2: any 401 sends the person to /login?redirectedFrom={current path}. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = here.current;
      // The address bar is ahead of the router's state right after a navigation (a sign-out's to
      // /login): a 401 arriving then is no lost session.
      const signingIn = (path: string) => path === '/login' || path === '/create-account';
      if (signingIn(pathname) || signingIn(window.location.pathname)) return;
      // What was cached belongs to a session that no longer exists.
      dispatch(api.util.resetApiState());
      navigate(loginPathFrom(`${pathname}${search}`), { replace: true });
    });
    setSuspendedHandler((message) => {
      dispatch(api.util.resetApiState());
      navigate('/suspended', { replace: true, state: { message } });
    });
    return () => {
      setUnauthorizedHandler(null);
      setSuspendedHandler(null);
    };
  }, [navigate, dispatch]);
  return null;
}

/** Everything below talks to the api: the store and the lost-session redirect. */
export function SessionBoundary({ store = appStore }: { store?: AppStore }) {
  return (
    <Provider store={store}>
      <UnauthorizedRedirect />
      <Outlet />
    </Provider>
  );
}
