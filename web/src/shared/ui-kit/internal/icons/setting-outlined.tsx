import definition from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function SettingOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
