import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { StaffPath, TOTP_DIGITS, type StaffLoginResult } from '@lvxing/shared';
import { staffPost } from './api';
import { useStaffSession } from './session';

interface LoginForm {
  loginName: string;
  password: string;
  totpCode: string;
}

/**
 * 员工登录: 登录名, 密码 and the 6-digit 动态验证码 of the staff member's authenticator app. The
 * server's message (wrong details, too many tries, locked, disabled) is shown as it is.
 */
export function LoginPage() {
  const { token, signIn } = useStaffSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (token) return <Navigate to="/admin" replace />;

  const submit = async (values: LoginForm) => {
    setBusy(true);
    setError(null);
    try {
      const res = await staffPost<StaffLoginResult>(StaffPath.login, {
        ...values,
        loginName: values.loginName.trim(),
      });
      signIn(res.token, res.staff);
      navigate('/admin', { replace: true });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="admin-login">
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          员工工作台登录
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          仅限旅行网员工使用，所有操作将记入审计日志
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<LoginForm> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="loginName"
            label="登录名"
            rules={[{ required: true, message: '请输入登录名' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" placeholder="例如 ops.wang" />
          </Form.Item>
          <Form.Item
            name="password"
            label="密码"
            rules={[{ required: true, message: '请输入密码' }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="totpCode"
            label="动态验证码"
            extra="打开身份验证器 App，输入当前显示的6位数字"
            rules={[
              { required: true, message: '请输入动态验证码' },
              {
                pattern: new RegExp(`^\\d{${TOTP_DIGITS}}$`),
                message: `动态验证码为${TOTP_DIGITS}位数字`,
              },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_DIGITS}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </main>
  );
}
