import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoffMutation } from '../../features/account/api';
import { api } from '../api';
import { LOGIN_PATH, LOGOUT_FADE_MS } from '../constants';
import { useAppDispatch } from '../hooks';
import { signedOut } from '../session';

/** Logout asks first (No/Yes), then fades the page out for a second before leaving. */
export function useLogout() {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [logoff] = useLogoffMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const confirm = async () => {
    setConfirming(false);
    setLeaving(true);
    await new Promise((resolve) => window.setTimeout(resolve, LOGOUT_FADE_MS));
    // The notary asked to leave: go even if the server cannot be told (its session will expire).
    await logoff()
      .unwrap()
      .catch(() => undefined);
    navigate(LOGIN_PATH, { replace: true });
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };

  return {
    confirming,
    leaving,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => void confirm(),
  };
}
