import styled from "@emotion/styled";
import * as Avatar from "@radix-ui/react-avatar";
import * as Menu from "@radix-ui/react-dropdown-menu";
import type { User } from "@supabase/supabase-js";
import { ChevronUp, LogOut, UserRound } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../accounts/client/auth-context";
import { avatarInitial, avatarUrl, displayName } from "../../accounts/client/display-name";

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 64px;
  padding: 8px 12px;
  border: 2px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface-solid);
  color: var(--text);
  text-align: left;
  cursor: pointer;
  &:hover,
  &[data-state="open"] {
    background: var(--surface-raised);
    border-color: var(--lavender);
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 800;
`;

const AvatarRoot = styled(Avatar.Root)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  overflow: hidden;
  border-radius: 999px;
  background: var(--lavender);
  color: #231a4d;
  font-weight: 800;
  font-size: 1.2rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Content = styled(Menu.Content)`
  z-index: 60;
  /* As wide as the account corner, so it never spills out of the drawer; long emails wrap. */
  width: var(--radix-dropdown-menu-trigger-width);
  max-width: var(--radix-dropdown-menu-content-available-width);
  padding: 6px;
  border-radius: var(--radius);
  background: var(--surface-solid);
  border: 1px solid var(--lavender);
  box-shadow: var(--shadow);
  color: var(--text);
`;

const Label = styled(Menu.Label)`
  padding: 8px 12px;
  font-size: 0.95rem;
  color: var(--text-muted);
  overflow-wrap: anywhere;
`;

const Item = styled(Menu.Item)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 0 12px;
  border-radius: var(--radius-small);
  font-weight: 800;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: var(--pink);
    color: #231a4d;
  }
`;

const Separator = styled(Menu.Separator)`
  height: 1px;
  margin: 4px 6px;
  background: var(--border);
`;

interface AvatarMenuProps {
  user: User;
  onNavigate?: () => void;
}

/** The signed-in account corner: who you are, My Account, and Log out. Loaded only for signed-in users. */
export default function AvatarMenu({ user, onNavigate }: AvatarMenuProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Inside the mobile drawer (a modal <dialog>) the menu must open inside the dialog, or the
  // browser treats it as part of the inert page behind.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setContainer(triggerRef.current?.closest("dialog") ?? null);
  }, []);
  const name = displayName(user);
  const picture = avatarUrl(user);

  async function logOut() {
    const { error } = await signOut();
    if (error) return;
    onNavigate?.();
    navigate("/");
  }

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Trigger ref={triggerRef} type="button" aria-label={`Account menu for ${name}`} data-testid="avatar-menu">
          <AvatarRoot aria-hidden>
            {picture ? <Avatar.Image src={picture} alt="" /> : null}
            <Avatar.Fallback>{avatarInitial(user)}</Avatar.Fallback>
          </AvatarRoot>
          <Name>{name}</Name>
          <ChevronUp aria-hidden size={20} />
        </Trigger>
      </Menu.Trigger>
      <Menu.Portal container={container ?? undefined}>
        <Content side="top" align="start" sideOffset={8} collisionPadding={8}>
          <Label>Signed in as {user.email}</Label>
          <Separator />
          <Item
            onSelect={() => {
              onNavigate?.();
              navigate("/account");
            }}
          >
            <UserRound aria-hidden size={20} />
            My Account
          </Item>
          <Item onSelect={() => void logOut()}>
            <LogOut aria-hidden size={20} />
            Log out
          </Item>
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
