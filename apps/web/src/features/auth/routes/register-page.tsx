import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lvxing/shared';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { register } from '../api/register';
import { resetPassword } from '../api/reset-password';
import { AgreementCheck, useAgreement } from '../components/agreement-check';
import { SmsCodeButton } from '../components/sms-code-button';
import { TextField } from '../components/text-field';
import { useFieldForm } from '../hooks/use-field-form';
import { MOBILE_MAX_LENGTH, registerRules, type RegisterValues } from '../validators';

const empty: RegisterValues = { mobile: '', smsCode: '', password: '', confirm: '' };

/**
 * /register: sign-up (type=register) or password reset (type=reset). Signing up needs the
 * 用户协议 and 隐私政策 agreed to (an unticked box; refused until ticked, sends `agreed: true`).
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const isReset = params.get('type') === 'reset';
  const navigate = useNavigate();
  const form = useFieldForm(empty, registerRules);
  const [submitting, setSubmitting] = useState(false);
  const agreement = useAgreement();
  const field = (name: keyof RegisterValues) => ({
    ...form.bind(name),
    showLabel: true,
    error: form.errors[name],
    errorId: form.errorId(name),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = form.validateAll();
    const agreed = isReset || agreement.confirm();
    if (!valid || !agreed) return;
    const { mobile, smsCode, password } = form.values;
    setSubmitting(true);
    try {
      if (isReset) {
        await resetPassword({ mobile, smsCode, password });
        ui.toast('success', '密码已重置，请使用新密码登录');
        navigate('/login', { replace: true });
      } else {
        const result = await register({ mobile, smsCode, password, agreed: true });
        useUserStore.getState().setUserInfo(result, Date.now());
        ui.toast('success', '注册成功');
        navigate('/ticket/book?train=flight');
      }
    } catch {
      // the API client has shown the reason
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{isReset ? '找回密码' : '注册旅行网账户'}</h1>
        <p className="auth-card__sub">
          {isReset ? '验证手机号后设置新的登录密码' : '注册即可预订机票、火车票，随时查看订单'}
        </p>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            {...field('mobile')}
            label="手机号"
            placeholder="请输入手机号"
            maxLength={MOBILE_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="tel"
          />
          <TextField
            {...field('smsCode')}
            label="验证码"
            placeholder="请输入验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            addon={
              <SmsCodeButton
                action={isReset ? 'ResetPassword' : 'Register'}
                validateMobile={() =>
                  form.validateField('mobile') ? undefined : form.values.mobile
                }
              />
            }
          />
          <TextField
            {...field('password')}
            type="password"
            label={isReset ? '新密码' : '登录密码'}
            placeholder={`请设置密码（至少${PASSWORD_MIN_LENGTH}位）`}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
            hint={`${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，不限字符类型，建议使用好记的长句`}
          />
          <TextField
            {...field('confirm')}
            type="password"
            label="确认密码"
            placeholder="请再次输入密码"
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
          />
          {!isReset && <AgreementCheck {...agreement.box} />}
          <button type="submit" className="btn btn--brand btn--block" disabled={submitting}>
            {isReset ? '重置密码' : '注册'}
          </button>
        </form>
        <p className="auth-card__foot">
          {isReset ? '想起密码了？' : '已有账户？'}
          <Link to="/login">立即登录</Link>
        </p>
      </section>
    </div>
  );
}
