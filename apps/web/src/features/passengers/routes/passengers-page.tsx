import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '@/components/icon';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { PageBanner } from '@/components/page-banner';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/booking.css';
import '@/styles/passengers.css';
import { VisitorPrompt } from '../components/empty-passengers';
import { EditorLoader } from '../components/editor-loader';
import { PassengerListView } from '../components/passenger-list-view';

/**
 * /passengers (title 常用旅客): the member's saved passengers, kept on the server, numbers masked;
 * `?edit=new` adds one, `?edit=<id>` edits one (its numbers loaded in full for the form only).
 * A visitor is asked to log in.
 */
export default function PassengersPage() {
  const loggedIn = useUserStore(selectLoggedIn);
  const isMobile = useUserStore((s) => s.isMobile);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const edit = params.get('edit');
  const openEditor = (id: string | null) => {
    setParams({ edit: id ?? 'new' });
    window.scrollTo({ top: 0 });
  };
  // back to the list: the history entry the form was opened from, or the list in its place
  const closeEditor = () =>
    location.key !== 'default' ? navigate(-1) : navigate('/passengers', { replace: true });

  return (
    <div className="area">
      <PageBanner
        eyebrow="个人中心"
        title="常用旅客"
        description="保存常用的乘机人、乘车人信息，预订时一键选择，证件号码加密保存"
        icon={<Icon svg={TeamOutlined} />}
      />
      <div className="container area__body">
        {!loggedIn ? (
          <VisitorPrompt />
        ) : edit ? (
          <EditorLoader
            id={edit === 'new' ? null : edit}
            isMobile={isMobile}
            onDone={closeEditor}
          />
        ) : (
          <PassengerListView onEdit={openEditor} />
        )}
      </div>
    </div>
  );
}
