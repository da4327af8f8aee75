import { useEffect, useRef } from 'react';
import { type RaRecord, useGetOne } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAllowed } from '../../kit/Allowed';
import { listPath, type ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { TeamForm } from './TeamForm';

const TeamsScreen = ({ declaration, editingId }: { declaration: ResourceDeclaration; editingId?: string }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const formTop = useRef<HTMLDivElement>(null);
  const mayEdit = useAllowed({ resource: declaration.name, action: 'edit' });
  // the row's Edit hands its record over, so the form fills at once; a reload or a shared link fetches it
  const handedOver = (location.state as { record?: RaRecord } | null)?.record;
  const { data: editing } = useGetOne(
    declaration.name,
    { id: editingId ?? '' },
    { enabled: !!editingId, placeholderData: handedOver },
  );
  useEffect(() => {
    // the form is above a long table: bring it into view (optional: jsdom has no scrolling)
    if (editing) formTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [editing]);
  return (
    <GeneratedList
      declaration={declaration}
      before={
        // one question for creating and editing alike, asked here, outside the list's record contexts, so the
        // form is not remounted while it saves
        mayEdit && (
          <div ref={formTop}>
            <TeamForm
              declaration={declaration}
              editing={editing ?? null}
              onDone={() => navigate(listPath(declaration))}
            />
          </div>
        )
      }
    />
  );
};

export const TeamsList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TeamsScreen declaration={declaration} />
);

export const TeamsEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { id } = useParams();
  return <TeamsScreen declaration={declaration} editingId={id} />;
};
