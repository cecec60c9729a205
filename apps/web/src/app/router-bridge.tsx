import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUiBridge } from '@/lib/ui-bridge';

/** Lets plain modules (the API client) redirect through the router. */
export function RouterBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => setUiBridge({ redirect: (path) => void navigate(path) }), [navigate]);
  return null;
}
